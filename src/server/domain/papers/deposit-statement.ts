import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import { issuePaper, type Paper } from './issue-paper';
import { statementPeriod, type StatementPeriod } from './statement-period';

type StatementMovement = {
  transactionId: string;
  kind: string;
  code: LedgerLineCode | null;
  params: LedgerLineParams | null;
  orderId: string | null;
  amountIdr: number;
  balanceAfterIdr: number;
  at: Date;
};

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

/** Sum of the deposit account's entries whose transaction happened before `at`. */
async function depositBefore(db: DbOrTx, accountId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountIdr}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerTransactions.createdAt, at)));
  return Number(row?.total ?? 0);
}

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
  livemode?: boolean;
}): Promise<DepositStatement> {
  const { db, organizationId } = options;
  const livemode = options.livemode ?? true;
  const period = statementPeriod(options.month);
  if (period.start > now()) throw new AppError('VALIDATION', 'month: bulan ini belum dimulai.');
  const k = modeKinds(livemode);
  const figures = await db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.kind, k.deposit), eq(ledgerAccounts.ownerId, organizationId)));
      const openingIdr = account ? await depositBefore(tx, account.id, period.start) : 0;
      const rows = account
        ? await tx
            .select({
              transactionId: ledgerTransactions.id,
              kind: ledgerTransactions.kind,
              code: ledgerTransactions.descriptionCode,
              params: ledgerTransactions.descriptionParams,
              orderId: ledgerTransactions.orderId,
              amountIdr: ledgerEntries.amountIdr,
              at: ledgerTransactions.createdAt,
            })
            .from(ledgerEntries)
            .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
            .where(
              and(
                eq(ledgerEntries.accountId, account.id),
                gte(ledgerTransactions.createdAt, period.start),
                lt(ledgerTransactions.createdAt, period.end),
              ),
            )
            .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id))
        : [];
      let balance = openingIdr;
      const movements = rows.map((r) => ({ ...r, balanceAfterIdr: (balance += r.amountIdr) }));
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
