import Link from 'next/link';
import type { ReactNode } from 'react';
import type { PlatformRole } from '~/server/db/schema';
import { staff } from '~/app/_i18n/messages/staff';
import { getLocale } from '~/app/_i18n/server';
import { requireStaff } from '~/app/_lib/guards';

/** One staff area (operator or finance): checked on the server for that role, then its tabs and page. */
export async function StaffArea({ role, children }: { role: PlatformRole; children: ReactNode }) {
  await requireStaff(role);
  const t = staff[await getLocale()];
  return (
    <main>
      <p className="muted">
        <Link href="/staf">{t.title}</Link> · {role === 'operator' ? t.operatorArea : t.financeArea}
      </p>
      {children}
    </main>
  );
}
