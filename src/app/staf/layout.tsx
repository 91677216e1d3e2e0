import { forbidden } from 'next/navigation';
import type { ReactNode } from 'react';
import { requireStaffSecondFactor, requireUser } from '~/app/_lib/guards';

export const dynamic = 'force-dynamic';

/** Platform staff only; each area's own layout then checks its role (operator or finance). */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  const person = await requireUser();
  if (!person.platformRole) forbidden();
  requireStaffSecondFactor(person);
  return <>{children}</>;
}
