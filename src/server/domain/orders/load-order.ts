import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orderMessages, orders } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import type { Viewer } from './lifecycle';
import { toOrderView, type OrderView } from './order-view';

export type OrderRow = typeof orders.$inferSelect;

const notFound = (id: string) =>
  new AppError('NOT_FOUND', `Order ${id} tidak ditemukan.`, { details: { reason: 'ORDER' } });

/**
 * Locks the order row for the rest of the transaction: every move on an order goes through here, so
 * concurrent moves (an accept racing its expiry, two replies) are serialised and see the latest state.
 * With `organizationId`, an order of another organization is NOT_FOUND; with `livemode`, one of the other mode.
 */
export async function lockOrder(
  tx: DbOrTx,
  id: string,
  organizationId?: string,
  livemode?: boolean,
): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), ownedBy(organizationId, livemode)))
    .for('update');
  if (!row) throw notFound(id);
  return row;
}

/** The organization (and mode) filter of an agent's or member's access; none for staff and jobs. */
function ownedBy(organizationId: string | undefined, livemode: boolean | undefined) {
  return and(
    organizationId ? eq(orders.organizationId, organizationId) : undefined,
    livemode === undefined ? undefined : eq(orders.livemode, livemode),
  );
}

export async function orderView(db: DbOrTx, order: OrderRow, viewer: Viewer): Promise<OrderView> {
  const messages = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, order.id))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return toOrderView(order, messages, viewer);
}

/** The full order as `viewer` sees it (an organization's key or member, staff). */
export async function getOrder(options: {
  db: DbOrTx;
  orderId: string;
  organizationId?: string;
  /** A key's mode: an order of the other mode is NOT_FOUND. */
  livemode?: boolean;
  viewer: Viewer;
}): Promise<OrderView> {
  const { db, orderId, organizationId, viewer } = options;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(organizationId, options.livemode)));
  if (!row) throw notFound(orderId);
  return orderView(db, row, viewer);
}
