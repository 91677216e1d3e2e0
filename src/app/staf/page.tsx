import { forbidden } from 'next/navigation';
import styles from '~/app/_components/layout.module.css';
import Link from 'next/link';
import { roleHomes } from '~/app/_i18n/messages/role-homes';
import { staff } from '~/app/_i18n/messages/staff';
import { getLocale } from '~/app/_i18n/server';
import { requireStaffSecondFactor, requireUser } from '~/app/_lib/guards';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { SECTIONS } from './_components/sections';
import { FinanceHome } from './_components/homes/finance-home';
import { OperatorHome } from './_components/homes/operator-home';

export const dynamic = 'force-dynamic';

/**
 * The console's home: what waits on the person's role now (prefetched, so the first paint shows it), then
 * the sections the role allows, and no others.
 */
export default async function StaffHomePage() {
  const person = await requireUser();
  const role = person.platformRole;
  if (!role) forbidden();
  requireStaffSecondFactor(person);
  const locale = await getLocale();
  const t = staff[locale];
  const h = roleHomes[locale];
  return (
    <main>
      <h1>{t.title}</h1>
      <p className="muted">
        <span className="badge">{role === 'operator' ? t.roleOperator : t.roleFinance}</span>
      </p>
      {role === 'operator' ? (
        <Prefetched queries={[trpcServer.staff.operator.home.queryOptions()]}>
          <OperatorHome />
        </Prefetched>
      ) : (
        <Prefetched queries={[trpcServer.staff.finance.home.queryOptions()]}>
          <FinanceHome />
        </Prefetched>
      )}
      <h2>{h.allSections}</h2>
      <p className="muted">{t.intro}</p>
      <ul className={`cards ${styles.plainList}`}>
        {SECTIONS[role].map((s) => (
          <li key={s.href} className="card">
            <h3>
              <Link href={s.href}>{t[s.label]}</Link>
            </h3>
            <p className="muted">{t[s.description]}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
