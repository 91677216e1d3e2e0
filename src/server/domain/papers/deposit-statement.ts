import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { ledgerAccounts } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { balanceBefore, periodMovements, type StatementMovement } from './account-movements';
import { issuePaper, type Paper } from './issue-paper';
import { statementPeriod, type StatementPeriod } from './statement-period';

export type DepositStatement = {
  organizationId: string;
  livemode: boolean;
  period: StatementPeriod;
  openingIdr: number;
  closingIdr: number;
  totalInIdr: number;
  totalOutIdr: number;
  escrowAtEndIdr: number;
  movements: StatementMovement[];
  /** Null while the month is still running: only a closed month is numbered, since its figures no longer move. */
  paper: Paper | null;
};

/** The organization's escrow (its orders' escrow accounts) as the ledger stood at `at`. */
async function escrowAt(db: DbOrTx, organizationId: string, livemode: boolean, at: Date): Promise<number> {
  const rows = await db.execute<{ total: string | null }>(sql`
    select coalesce(sum(e.amount_idr), 0) as total
    from ledger_entry e
    join ledger_account a on a.id = e.account_id
    join ledger_transaction t on t.id = e.transaction_id
    join "order" o on o.id = a.owner_id
    where a.kind = ${modeKinds(livemode).escrow} and o.organization_id = ${organizationId} and t.created_at < ${at.toISOString()}::timestamptz`);
  return Number(rows[0]?.total ?? 0);
}

/**
 * The monthly statement of an organization's deposit: the balance at the month's start, every movement of the
 * month in the order it happened with the balance after it, the balance at its end, and what its orders held in
 * escrow then. All from the ledger; in one repeatable-read transaction so the figures agree with each other.
 */
export async function depositStatement(options: {
  db: Db;
  organizationId: string;
  month: string;
  livemode: boolean;
}): Promise<DepositStatement> {
  const { db, organizationId, livemode } = options;
  const period = statementPeriod(options.month);
  if (period.start > now()) throw new AppError('VALIDATION', 'month: bulan ini belum dimulai.');
  const k = modeKinds(livemode);
  const figures = await db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, k.deposit), eq(ledgerAccounts.ownerId, organizationId)));
      const openingIdr = account ? await balanceBefore(tx, account.id, period.start) : 0;
      const movements = account ? await periodMovements(tx, account.id, period, openingIdr) : [];
      const balance = movements.at(-1)?.balanceAfterIdr ?? openingIdr;
      const escrowAtEndIdr = await escrowAt(tx, organizationId, livemode, period.end);
      return { openingIdr, movements, escrowAtEndIdr, closingIdr: balance };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const closed = period.end <= now();
  const paper = closed
    ? await issuePaper(db, {
        kind: 'deposit_statement',
        subjectId: `${organizationId}:${period.label}`,
        livemode,
        organizationId,
        amountIdr: figures.closingIdr,
      })
    : null;
  return {
    organizationId,
    livemode,
    period,
    ...figures,
    totalInIdr: figures.movements.reduce((s, m) => s + Math.max(0, m.amountIdr), 0),
    totalOutIdr: figures.movements.reduce((s, m) => s + Math.min(0, m.amountIdr), 0),
    paper,
  };
}
