'use client';

import { LinkResponse } from '~/app/_components/link-response';
import { account } from '~/app/_i18n/messages/account';
import { useT } from '~/app/_i18n/use-t';
import { useTRPCClient } from '~/app/_lib/trpc';

export function InvitationActions({ invitationId }: { invitationId: string }) {
  const a = useT(account);
  const client = useTRPCClient();
  return (
    <LinkResponse
      actions={[
        { id: 'accept', label: a.accept, done: a.accepted, primary: true },
        { id: 'decline', label: a.decline, done: a.declined },
      ]}
      run={async (action) => {
        if (action === 'accept') {
          const joined = await client.account.acceptInvitation.mutate({ invitationId });
          window.location.assign(`/org/${joined.organization_id}`);
          return joined;
        }
        return client.account.declineInvitation.mutate({ invitationId });
      }}
      next={null}
    />
  );
}
