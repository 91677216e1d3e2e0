import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { ledgerAccounts, practitioners } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { balanceBefore, periodMovements, type StatementMovement } from './account-movements';
import { issuePaper, type Paper } from './issue-paper';
import { statementPeriod, type StatementPeriod } from './statement-period';

export type EarningsStatement = {
  practitionerId: string;
  practitionerName: string;
  period: StatementPeriod;
  /** What the service owed the practitioner at the month's start. */
  openingIdr: number;
  /** Still owed at the month's end. */
  closingIdr: number;
  /** Escrow released for completed orders (`order_release`). */
  ordersCompleted: number;
  ordersIdr: number;
  /** Paid case invoices (`invoice_payment`). */
  invoicesIdr: number;
  /** Payouts finance recorded (`practitioner_payout`), a positive figure. */
  paidOutIdr: number;
  movements: StatementMovement[];
  /** Null while the month is still running: only a closed month is numbered. */
  paper: Paper | null;
};

/**
 * A practitioner's monthly earnings statement from their live `earnings` account: what was owed at the month's
 * start, every order completed (escrow released), invoice paid and payout recorded in the month, and what is
 * owed at its end. Read in one repeatable-read transaction so the figures agree; numbered (RKP) once the month
 * has ended. Test-mode money is not earnings and never appears.
 */
export async function earningsStatement(options: {
  db: Db;
  practitionerId: string;
  month: string;
}): Promise<EarningsStatement> {
  const { db, practitionerId } = options;
  const period = statementPeriod(options.month);
  if (period.start > now()) throw new AppError('VALIDATION', 'month: bulan ini belum dimulai.');
  const figures = await db.transaction(
    async (tx) => {
      const [prac] = await tx
        .select({ name: practitioners.displayName })
        .from(practitioners)
        .where(eq(practitioners.id, practitionerId));
      if (!prac) throw new AppError('NOT_FOUND', `Praktisi ${practitionerId} tidak ditemukan.`);
      const [account] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, 'earnings'), eq(ledgerAccounts.ownerId, practitionerId)));
      const openingIdr = account ? await balanceBefore(tx, account.id, period.start) : 0;
      const movements = account ? await periodMovements(tx, account.id, period, openingIdr) : [];
      return { practitionerName: prac.name, openingIdr, movements };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { movements } = figures;
  const sum = (kind: string) => movements.filter((m) => m.kind === kind).reduce((s, m) => s + m.amountIdr, 0);
  const closingIdr = movements.at(-1)?.balanceAfterIdr ?? figures.openingIdr;
  const paper =
    period.end <= now()
      ? await issuePaper(db, {
          kind: 'earnings_statement',
          subjectId: `${practitionerId}:${period.label}`,
          livemode: true,
          practitionerId,
          amountIdr: closingIdr,
        })
      : null;
  return {
    practitionerId,
    period,
    ...figures,
    closingIdr,
    ordersCompleted: movements.filter((m) => m.kind === 'order_release').length,
    ordersIdr: sum('order_release'),
    invoicesIdr: sum('invoice_payment'),
    paidOutIdr: -sum('practitioner_payout'),
    paper,
  };
}
