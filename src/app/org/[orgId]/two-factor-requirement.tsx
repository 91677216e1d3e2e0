'use client';

import Link from 'next/link';
import { ConfirmButton, ErrorAlert } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { useOrg, useRefreshOrg } from './_components/org-context';
import { useSubmit } from '~/app/_lib/use-submit';

/** Whether members need a second factor; owners switch it (the server refuses an owner without one). */
export function TwoFactorRequirement({ required }: { required: boolean }) {
  const t = useT(org);
  const { orgId, role } = useOrg();
  const refreshOrg = useRefreshOrg();
  const trpc = useTRPC();
  const change = useSubmit(trpc.org.setTwoFactorRequirement.mutationOptions({ onSuccess: refreshOrg }));
  return (
    <section className="card" aria-labelledby="two-factor-title">
      <h2 id="two-factor-title">{t.twoFactorTitle}</h2>
      <p>{required ? t.twoFactorRequired : t.twoFactorOptional}</p>
      {role === 'owner' ? (
        <>
          <ErrorAlert error={change.failure} />
          <div className="row">
            <ConfirmButton
              label={required ? t.twoFactorRelax : t.twoFactorRequire}
              question={required ? t.twoFactorRelaxQuestion : t.twoFactorRequireQuestion}
              danger={required}
              variant={required ? 'outline' : 'filled'}
              onConfirm={() => change.submit({ organizationId: orgId, required: !required })}
            />
            <Link href="/akun/dua-faktor">{t.twoFactorOwnFirst}</Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
