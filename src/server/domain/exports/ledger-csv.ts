import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { statementPeriod } from '~/server/domain/papers/statement-period';
import { csvChunks } from './csv';

export const LEDGER_CSV_HEADER = [
  'date',
  'transaction_id',
  'kind',
  'description',
  'order_id',
  'amount_idr',
  'balance_after_idr',
];

/** Rows read per query: a batch is in memory at a time, never the whole period. */
export const EXPORT_BATCH_ROWS = 1000;

type LedgerRow = {
  entryId: number;
  at: Date;
  transactionId: string;
  kind: string;
  description: string;
  orderId: string | null;
  amountIdr: number;
};

/**
 * The organization's deposit movements of a month, in the order they happened, a batch at a time: keyset pages
 * on (time, entry id), so every batch is one indexed query and memory stays flat however long the period.
 */
async function* depositBatches(db: DbOrTx, accountId: string, start: Date, end: Date): AsyncGenerator<LedgerRow[]> {
  let after: { at: Date; entryId: number } | null = null;
  for (;;) {
    const rows: LedgerRow[] = await db
      .select({
        entryId: ledgerEntries.id,
        at: ledgerTransactions.createdAt,
        transactionId: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        orderId: ledgerTransactions.orderId,
        amountIdr: ledgerEntries.amountIdr,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          eq(ledgerEntries.accountId, accountId),
          gte(ledgerTransactions.createdAt, start),
          lt(ledgerTransactions.createdAt, end),
          after
            ? sql`(${ledgerTransactions.createdAt}, ${ledgerEntries.id}) > (${after.at.toISOString()}::timestamptz, ${after.entryId})`
            : undefined,
        ),
      )
      .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id))
      .limit(EXPORT_BATCH_ROWS);
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, entryId: last.entryId };
    if (rows.length < EXPORT_BATCH_ROWS) return;
  }
}

/**
 * The ledger of a month for an organization (its live or test deposit account) as CSV chunks, with the balance
 * after each movement counted from the balance at the month's start.
 */
export async function ledgerCsv(options: {
  db: DbOrTx;
  organizationId: string;
  month: string;
  /** Which deposit: the live one, or the test one the dashboard's test switch shows. */
  livemode: boolean;
}): Promise<AsyncGenerator<string>> {
  const { db, organizationId } = options;
  const period = statementPeriod(options.month);
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, modeKinds(options.livemode).deposit), eq(ledgerAccounts.ownerId, organizationId)),
    );
  let balance = 0;
  if (account) {
    const [opening] = await db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountIdr}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(and(eq(ledgerEntries.accountId, account.id), lt(ledgerTransactions.createdAt, period.start)));
    balance = Number(opening?.total ?? 0);
  }
  const batches = account ? depositBatches(db, account.id, period.start, period.end) : (async function* () {})();
  return csvChunks(LEDGER_CSV_HEADER, batches, (r: LedgerRow) => [
    r.at,
    r.transactionId,
    r.kind,
    r.description,
    r.orderId,
    r.amountIdr,
    (balance += r.amountIdr),
  ]);
}
