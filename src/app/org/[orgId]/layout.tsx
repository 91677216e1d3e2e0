import type { ReactNode } from 'react';
import { org } from '~/app/_i18n/messages/org';
import { getLocale } from '~/app/_i18n/server';
import { requireOrgMember } from '~/app/_lib/guards';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { organizationOverview } from '~/server/domain/organizations/organization-overview';
import { OrgStatusBadge } from './_components/badges';
import { OrgProvider } from './_components/org-context';
import { testModeOn } from './_components/test-mode-cookie';
import { TestModeBanner, TestModeSwitch } from './_components/test-mode-switch';
import './org.css';

export const dynamic = 'force-dynamic';

/**
 * Every page under /org/[orgId] is guarded here, on the server: signed-out visitors go to sign-in, people
 * who are not members get a 403 page. The tRPC procedures check membership and role again on each call.
 */
export default async function OrgLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ orgId: string }>;
}) {
  const { orgId } = await params;
  const access = await requireOrgMember(orgId);
  const t = org[await getLocale()];
  const overview = await organizationOverview({
    db: await getDb(),
    domain: serviceDomainContext(),
    organizationId: orgId,
  });
  const testMode = await testModeOn();
  return (
    <OrgProvider value={{ orgId, role: access.role, status: overview.status, userId: access.user.id, testMode }}>
      <main>
        <div className="org-head">
          <h1>{overview.name}</h1>
          <OrgStatusBadge status={overview.status} />
          <span className="muted">
            {t.yourRole}: {t[`role_${access.role}`]}
          </span>
          <TestModeSwitch />
        </div>
        <TestModeBanner />
        {access.role === 'member' ? <p className="notice">{t.readOnly}</p> : null}
        {children}
      </main>
    </OrgProvider>
  );
}
