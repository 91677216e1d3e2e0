'use client';

import { LinkResponse } from '~/app/_components/link-response';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { trpc } from '~/app/_lib/trpc';

export function ClaimActions({ claimId }: { claimId: string }) {
  const a = useT(account);
  return (
    <LinkResponse
      actions={[{ id: 'claim', label: a.claimAction, done: a.claimed, primary: true }]}
      run={() => trpc.account.claimPractitioner.mutate({ claimId })}
      next={{ href: '/praktisi', label: a.openWorkspace }}
    />
  );
}
