import { and, count, desc, eq, gte, inArray, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { invoices, ledgerEntries, ledgerTransactions, orders, services, webhookEvents } from '~/server/db/schema';
import { keyMonthSpend } from '~/server/domain/charts/key-month-spend';
import { intakeSubject } from '~/server/domain/orders/order-titles';
import { now } from '~/server/domain/clock';
import { jakartaMonth } from '~/shared/format/jakarta-time';

/** The states in which an order waits on the organization (approve, answer, check the result). */
const WAITING_ON_CLIENT = ['menunggu_bayar', 'butuh_input_klien', 'diserahkan'] as const;
/** Orders whose payment went back to the deposit. */
const RETURNED = ['dibatalkan', 'direfund'] as const;
const RECENT_ORDERS = 5;
const FAILING_WEBHOOK_DAYS = 7;

/**
 * What the organization's home page leads with (live mode only): what needs someone now, the latest
 * orders titled by their service and the company in their intake, and this month's spend per key
 * against its limit.
 */
export async function organizationHome(options: { db: DbOrTx; organizationId: string }) {
  const { db, organizationId } = options;
  const live = and(eq(orders.organizationId, organizationId), eq(orders.livemode, true));
  const waiting = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(live, inArray(orders.status, [...WAITING_ON_CLIENT])))
    .groupBy(orders.status);
  const waitingIn = (status: string) => Number(waiting.find((w) => w.status === status)?.n ?? 0);
  const [unpaid] = await db
    .select({ n: count(), total: sum(invoices.amountIdr) })
    .from(invoices)
    .where(
      and(
        eq(invoices.organizationId, organizationId),
        eq(invoices.status, 'belum_dibayar'),
        eq(invoices.livemode, true),
      ),
    );
  const since = new Date(now().getTime() - FAILING_WEBHOOK_DAYS * 86_400_000);
  const [failing] = await db
    .select({ n: count() })
    .from(webhookEvents)
    .innerJoin(orders, eq(orders.id, webhookEvents.orderId))
    .where(and(live, eq(webhookEvents.status, 'dropped'), gte(webhookEvents.createdAt, since)));
  // Money taken from the deposit this month, dated by the payment's ledger transaction: an order created last
  // month and approved this month was paid this month (the keys' limits, key_spend below, count it from its
  // creation instead). A payment later returned (cancelled, refunded) does not count.
  const month = jakartaMonth(now());
  const [paid] = await db
    .select({ total: sum(sql<number>`-${ledgerEntries.amountIdr}`) })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(orders, eq(orders.id, ledgerTransactions.orderId))
    .where(
      and(
        live,
        eq(ledgerTransactions.organizationId, organizationId),
        eq(ledgerTransactions.kind, 'order_payment'),
        lt(ledgerEntries.amountIdr, 0),
        gte(ledgerTransactions.createdAt, month.start),
        lt(ledgerTransactions.createdAt, month.end),
        notInArray(orders.status, [...RETURNED]),
      ),
    );
  const recent = await db
    .select({ order: orders, serviceName: services.name })
    .from(orders)
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .where(live)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(RECENT_ORDERS);
  return {
    attention: {
      orders_awaiting_approval: waitingIn('menunggu_bayar'),
      orders_needing_reply: waitingIn('butuh_input_klien'),
      orders_to_review: waitingIn('diserahkan'),
      unpaid_invoices: Number(unpaid?.n ?? 0),
      unpaid_invoices_idr: Number(unpaid?.total ?? 0),
      failing_webhooks: Number(failing?.n ?? 0),
    },
    recent_orders: recent.map(({ order, serviceName }) => ({
      id: order.id,
      service_name: serviceName,
      subject: intakeSubject(order.intake),
      status: order.status,
      price_idr: order.priceIdr,
      created_at: order.createdAt.toISOString(),
    })),
    month_paid_idr: Number(paid?.total ?? 0),
    key_spend: await keyMonthSpend({ db, organizationId }),
  };
}
