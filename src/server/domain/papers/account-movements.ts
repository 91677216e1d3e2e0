import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { ledgerEntries, ledgerTransactions, orders, services } from '~/server/db/schema';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import type { StatementPeriod } from './statement-period';

export type StatementMovement = {
  transactionId: string;
  kind: string;
  code: LedgerLineCode | null;
  params: LedgerLineParams | null;
  orderId: string | null;
  /** The order's service, for lines about an order. */
  serviceName: string | null;
  amountIdr: number;
  balanceAfterIdr: number;
  at: Date;
};

/** Sum of the account's entries whose transaction happened before `at`. */
export async function balanceBefore(db: DbOrTx, accountId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountIdr}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerTransactions.createdAt, at)));
  return Number(row?.total ?? 0);
}

/** The account's movements of the period in the order they happened, each with the balance after it. */
export async function periodMovements(
  db: DbOrTx,
  accountId: string,
  period: StatementPeriod,
  openingIdr: number,
): Promise<StatementMovement[]> {
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      code: ledgerTransactions.descriptionCode,
      params: ledgerTransactions.descriptionParams,
      orderId: ledgerTransactions.orderId,
      serviceName: services.name,
      amountIdr: ledgerEntries.amountIdr,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .leftJoin(services, eq(services.code, orders.serviceCode))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        gte(ledgerTransactions.createdAt, period.start),
        lt(ledgerTransactions.createdAt, period.end),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id));
  let balance = openingIdr;
  return rows.map((r) => ({ ...r, balanceAfterIdr: (balance += r.amountIdr) }));
}
