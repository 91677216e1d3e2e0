import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { ORDER_STATUSES, orders, type OrderStatus } from '~/server/db/schema';

/** How many of the organization's orders are in each status; every status is listed, zeros included. */
export async function ordersByStatus(options: {
  db: DbOrTx;
  organizationId: string;
}): Promise<{ status: OrderStatus; count: number }[]> {
  const rows = await options.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(and(eq(orders.organizationId, options.organizationId), eq(orders.livemode, true)))
    .groupBy(orders.status);
  return ORDER_STATUSES.map((status) => ({ status, count: Number(rows.find((r) => r.status === status)?.n ?? 0) }));
}
