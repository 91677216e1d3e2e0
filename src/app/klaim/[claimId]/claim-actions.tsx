'use client';

import { LinkResponse } from '~/app/_components/link-response';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { useTRPCClient } from '~/app/_lib/trpc';

export function ClaimActions({ claimId }: { claimId: string }) {
  const a = useT(account);
  const client = useTRPCClient();
  return (
    <LinkResponse
      actions={[{ id: 'claim', label: a.claimAction, done: a.claimed, primary: true }]}
      run={() => client.account.claimPractitioner.mutate({ claimId })}
      next={{ href: '/praktisi', label: a.openWorkspace }}
    />
  );
}
