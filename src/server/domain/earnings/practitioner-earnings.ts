import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orders, services } from '~/server/db/schema';
import { JAKARTA_TIME_ZONE } from '~/shared/format/jakarta-time';
import type { LedgerLineParams } from '~/shared/ledger/ledger-lines';

/**
 * A practitioner's earnings, from their live `earnings` ledger account: every credit (escrow released when
 * an order completes, a paid case invoice), totals per month, and what has been paid out (debits of the
 * account; the balance is what the service still owes). Test-mode money (`test_earnings`) is not part of it.
 */
export async function practitionerEarnings(options: { db: DbOrTx; practitionerId: string }) {
  const { db, practitionerId } = options;
  const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone ${JAKARTA_TIME_ZONE}, 'YYYY-MM')`;
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      orderId: ledgerTransactions.orderId,
      params: ledgerTransactions.descriptionParams,
      serviceCode: orders.serviceCode,
      serviceName: services.name,
      amountIdr: ledgerEntries.amountIdr,
      month,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .leftJoin(services, eq(services.code, orders.serviceCode))
    .where(and(eq(ledgerAccounts.kind, 'earnings'), eq(ledgerAccounts.ownerId, practitionerId)))
    .orderBy(desc(ledgerEntries.id));

  const credits = rows.filter((r) => r.amountIdr > 0);
  const debits = rows.filter((r) => r.amountIdr < 0);
  const months = new Map<string, { month: string; earned_idr: number; paid_out_idr: number; count: number }>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { month: r.month, earned_idr: 0, paid_out_idr: 0, count: 0 };
    if (r.amountIdr > 0) {
      m.earned_idr += r.amountIdr;
      m.count += 1;
    } else m.paid_out_idr += -r.amountIdr;
    months.set(r.month, m);
  }
  const earned = credits.reduce((sum, r) => sum + r.amountIdr, 0);
  const paidOut = debits.reduce((sum, r) => sum - r.amountIdr, 0);
  const params = (r: (typeof rows)[number]): LedgerLineParams => r.params ?? {};
  return {
    practitioner_id: practitionerId,
    currency: 'IDR' as const,
    earned_idr: earned,
    paid_out_idr: paidOut,
    /** Earned and not yet paid out. */
    balance_idr: earned - paidOut,
    /** Newest first: released escrow per order (`order_release`) and paid case invoices (`invoice_payment`). */
    credits: credits.map((r) => ({
      transaction_id: r.transactionId,
      kind: r.kind,
      order_id: r.orderId,
      service: r.serviceCode,
      service_name: r.serviceName,
      invoice_id: r.kind === 'invoice_payment' ? (params(r).invoice_id ?? null) : null,
      case_id: r.kind === 'invoice_payment' ? (params(r).case_id ?? null) : null,
      amount_idr: r.amountIdr,
      at: r.createdAt.toISOString(),
    })),
    /** Newest month first. */
    months: [...months.values()]
      .sort((a, b) => b.month.localeCompare(a.month))
      .map(({ count, ...m }) => ({ ...m, credits: count })),
    /** Money paid out of the earnings account, newest first. */
    payouts: debits.map((r) => ({
      transaction_id: r.transactionId,
      kind: r.kind,
      amount_idr: -r.amountIdr,
      at: r.createdAt.toISOString(),
    })),
  };
}
