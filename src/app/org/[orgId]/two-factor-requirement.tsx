'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { ConfirmButton, ErrorAlert } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { useTRPCClient } from '~/app/_lib/trpc';
import { useOrg, useRefreshOrg } from './_components/org-context';

/** Whether members need a second factor; owners switch it (the server refuses an owner without one). */
export function TwoFactorRequirement({ required }: { required: boolean }) {
  const t = useT(org);
  const { orgId, role } = useOrg();
  const client = useTRPCClient();
  const refreshOrg = useRefreshOrg();
  const mutation = useMutation({
    mutationFn: (next: boolean) => client.org.setTwoFactorRequirement.mutate({ organizationId: orgId, required: next }),
    onSuccess: refreshOrg,
  });
  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t.twoFactorTitle}</h2>
      <p>{required ? t.twoFactorRequired : t.twoFactorOptional}</p>
      {role === 'owner' ? (
        <>
          <ErrorAlert error={mutation.error} />
          <div className="row">
            <ConfirmButton
              label={required ? t.twoFactorRelax : t.twoFactorRequire}
              question={required ? t.twoFactorRelaxQuestion : t.twoFactorRequireQuestion}
              danger={required}
              variant={required ? 'outline' : 'filled'}
              onConfirm={() => mutation.mutateAsync(!required).catch(() => undefined)}
            />
            <Link href="/akun/dua-faktor">{t.twoFactorOwnFirst}</Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
