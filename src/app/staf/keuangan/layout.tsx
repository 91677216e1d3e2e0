import type { ReactNode } from 'react';
import { StaffArea } from '~/app/staf/_components/area-layout';
import { FinanceExports } from '~/app/staf/_components/finance-exports';

export const dynamic = 'force-dynamic';

export default function FinanceLayout({ children }: { children: ReactNode }) {
  return (
    <StaffArea role="finance">
      {children}
      <FinanceExports />
    </StaffArea>
  );
}
