import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orderStatusHistory, orders, type OrderStatus } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import type { OrderRow } from './load-order';
import { TRANSITIONS } from './order-status';
import { writeOrderEvent } from './write-order-event';

export function invalidState(order: Pick<OrderRow, 'id' | 'status'>, action: string): AppError {
  return new AppError('INVALID_STATE', `Tidak bisa ${action}: order ${order.id} berstatus ${order.status}.`, {
    details: { reason: 'ORDER', status: order.status },
  });
}

/** Refuses unless the order is in one of `allowed` (checked on the locked row). */
export function requireStatus(order: OrderRow, allowed: readonly OrderStatus[], action: string): void {
  if (!allowed.includes(order.status)) throw invalidState(order, action);
}

/**
 * The one way an order changes status: the row, its history entry and its outbox event, all in the
 * caller's transaction (the order must have been locked with lockOrder).
 */
export async function changeOrderStatus(
  tx: DbOrTx,
  order: OrderRow,
  change: { to: OrderStatus; actor: Actor; note?: string; set?: Partial<typeof orders.$inferInsert> },
): Promise<OrderRow> {
  if (!TRANSITIONS[order.status].includes(change.to)) throw invalidState(order, `pindah ke ${change.to}`);
  const at = now();
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to, updatedAt: at })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: change.to,
    actorType: change.actor.type,
    actorId: change.actor.id,
    note: change.note ?? null,
    createdAt: at,
  });
  await writeOrderEvent(tx, updated!);
  return updated!;
}
