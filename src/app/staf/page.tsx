import { forbidden } from 'next/navigation';
import styles from '~/app/_components/layout.module.css';
import Link from 'next/link';
import { staff } from '~/app/_i18n/messages/staff';
import { getLocale } from '~/app/_i18n/server';
import { requireStaffSecondFactor, requireUser } from '~/app/_lib/guards';
import { SECTIONS } from './_components/sections';

export const dynamic = 'force-dynamic';

/** The console's landing page: links to the sections the person's role allows, and no others. */
export default async function StaffHomePage() {
  const person = await requireUser();
  const role = person.platformRole;
  if (!role) forbidden();
  requireStaffSecondFactor(person);
  const t = staff[await getLocale()];
  return (
    <main>
      <h1>{t.title}</h1>
      <p className="muted">
        {t.intro} <span className="badge">{role === 'operator' ? t.roleOperator : t.roleFinance}</span>
      </p>
      <h2>{role === 'operator' ? t.operatorArea : t.financeArea}</h2>
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
