import type { ReactNode } from 'react';
import { StaffArea } from '~/app/staf/_components/area-layout';

export const dynamic = 'force-dynamic';

export default function OperatorLayout({ children }: { children: ReactNode }) {
  return <StaffArea role="operator">{children}</StaffArea>;
}
