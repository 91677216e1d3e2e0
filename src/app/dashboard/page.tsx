import Link from 'next/link';
import { getDb } from '~/server/db/client';
import { getMe } from '~/server/domain/people/get-me';
import { listMyInvitations } from '~/server/domain/organizations/respond-to-invitation';
import { account } from '~/app/_i18n/messages/account';
import { org as orgWords } from '~/app/_i18n/messages/org';
import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';
import { requireUser } from '~/app/_lib/guards';
import { CreateOrganizationForm } from './create-organization-form';

export const dynamic = 'force-dynamic';

export default async function DashboardPage() {
  const user = await requireUser();
  const locale = await getLocale();
  const t = common[locale];
  const a = account[locale];
  const db = await getDb();
  const me = await getMe({ db, userId: user.id });
  const invitations = await listMyInvitations({ db, userId: user.id });
  return (
    <main>
      <h1>{t.dashboard}</h1>
      {invitations.length > 0 ? (
        <section className="card" aria-labelledby="my-invitations">
          <h2 id="my-invitations">{a.yourInvitations}</h2>
          <ul>
            {invitations.map((i) => (
              <li key={i.id}>
                <Link href={`/undangan/${i.id}`}>{i.organization_name}</Link> — {t.role}:{' '}
                {orgWords[locale][`role_${i.role}`]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2>{t.yourOrganizations}</h2>
      {me.memberships.length === 0 ? (
        <p className="empty">{t.noOrganizations}</p>
      ) : (
        <ul>
          {me.memberships.map((m) => (
            <li key={m.organizationId}>
              <Link href={`/org/${m.organizationId}`}>{m.name}</Link> — {t.role}: {m.role} · {t.status}:{' '}
              <span className="badge">{a[m.status]}</span>
            </li>
          ))}
        </ul>
      )}
      {me.practitionerId ? (
        <p>
          <Link href="/praktisi">{t.practitionerWorkspace}</Link>
        </p>
      ) : null}
      {me.platformRole ? (
        <p>
          <Link href="/staf">{t.staffConsole}</Link>
        </p>
      ) : null}
      <section className="card">
        <h2>{a.createOrgTitle}</h2>
        <p className="muted">{a.createOrgIntro}</p>
        <CreateOrganizationForm />
      </section>
    </main>
  );
}
