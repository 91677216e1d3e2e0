import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import { containsPattern } from '~/shared/dashboard/list-filter';
import type { DbOrTx } from '~/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import { ledgerBalance, organizationEscrow } from './accounts';

type DepositLedgerEntry = {
  id: number;
  transaction_id: string;
  /** deposit_topup | order_payment | order_refund | … */
  kind: string;
  /** Indonesian text; rows with a code are rendered from `description_code` per locale. */
  description: string;
  description_code: LedgerLineCode | null;
  description_params: LedgerLineParams | null;
  order_id: string | null;
  /** Signed: positive adds to the deposit, negative takes from it. */
  amount_idr: number;
  balance_after_idr: number;
  created_at: string;
};

/**
 * The organization's deposit and escrow now, and the history of its deposit account (top-ups, order
 * payments, refunds), newest first, with the balance after each entry. `before` pages on by entry id.
 */
export async function organizationLedger(options: {
  db: DbOrTx;
  organizationId: string;
  limit?: number;
  before?: number;
  /** The dashboard's filters: the kind of movement, text in the order id or description, a creation range. */
  kind?: string;
  search?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}) {
  const { db, organizationId } = options;
  const limit = options.limit ?? 50;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 200)
    throw new AppError('VALIDATION', 'limit: 1 sampai 200.');
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'deposit'), eq(ledgerAccounts.ownerId, organizationId)));

  let entries: DepositLedgerEntry[] = [];
  let hasMore = false;
  if (account) {
    // The running balance is computed over all of the account's entries before paging cuts the list.
    const running = db
      .select({
        id: ledgerEntries.id,
        transactionId: ledgerEntries.transactionId,
        amountIdr: ledgerEntries.amountIdr,
        balanceAfter: sql<string>`sum(${ledgerEntries.amountIdr}) over (order by ${ledgerEntries.id})`.as(
          'balance_after',
        ),
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, account.id))
      .as('running');
    const rows = await db
      .select({
        id: running.id,
        transactionId: running.transactionId,
        amountIdr: running.amountIdr,
        balanceAfter: running.balanceAfter,
        kind: ledgerTransactions.kind,
        description: ledgerTransactions.description,
        descriptionCode: ledgerTransactions.descriptionCode,
        descriptionParams: ledgerTransactions.descriptionParams,
        orderId: ledgerTransactions.orderId,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(running)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, running.transactionId))
      // Filtered after the running balance: each shown entry keeps the balance after it in the whole account.
      .where(
        and(
          options.before !== undefined ? lt(running.id, options.before) : undefined,
          options.kind ? eq(ledgerTransactions.kind, options.kind) : undefined,
          options.search
            ? or(
                ilike(ledgerTransactions.orderId, containsPattern(options.search)),
                ilike(ledgerTransactions.description, containsPattern(options.search)),
              )
            : undefined,
          options.createdFrom ? gte(ledgerTransactions.createdAt, options.createdFrom) : undefined,
          options.createdBefore ? lt(ledgerTransactions.createdAt, options.createdBefore) : undefined,
        ),
      )
      .orderBy(desc(running.id))
      .limit(limit + 1);
    hasMore = rows.length > limit;
    entries = rows.slice(0, limit).map((r) => ({
      id: r.id,
      transaction_id: r.transactionId,
      kind: r.kind,
      description: r.description,
      description_code: r.descriptionCode,
      description_params: r.descriptionParams,
      order_id: r.orderId,
      amount_idr: r.amountIdr,
      balance_after_idr: Number(r.balanceAfter),
      created_at: r.createdAt.toISOString(),
    }));
  }
  return {
    organization_id: organizationId,
    currency: 'IDR' as const,
    deposit_idr: await ledgerBalance(db, 'deposit', organizationId),
    escrow_idr: await organizationEscrow(db, organizationId, true),
    entries,
    has_more: hasMore,
  };
}
