import type { DomainContext } from '~/server/domain/context';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import { prepared } from '~/server/db/prepared';
import { orderStatusHistory, orders, type OrderStatus } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import type { HistoryNoteCode, HistoryNoteParams } from '~/shared/orders/history-notes';
import { TRANSITIONS } from './lifecycle';
import type { OrderRow } from './load-order';
import { writeOrderEvent } from './write-order-event';

export function invalidState(order: Pick<OrderRow, 'id' | 'status'>, action: string): AppError {
  return new AppError('INVALID_STATE', `Tidak bisa ${action}: order ${order.id} berstatus ${order.status}.`, {
    details: { reason: 'ORDER', status: order.status },
  });
}

/** The history row and (unless `event` is false) the outbox event of a status the order now has. */
/** A history note: the text kept in `note`, and the code + parameters the dashboard renders per locale. */
export type HistoryNote = { text: string; code?: HistoryNoteCode; params?: HistoryNoteParams };

export async function recordStatus(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  change: { from: OrderStatus | null; actor: Actor; note?: HistoryNote; event?: boolean },
): Promise<void> {
  // The history row and the event are independent inserts: one round trip (db/pipelined.ts).
  await pipelined([
    insertHistory(tx, {
      orderId: order.id,
      fromStatus: change.from,
      toStatus: order.status,
      actorType: change.actor.type,
      actorId: change.actor.id,
      note: change.note?.text ?? null,
      noteCode: change.note?.code ?? null,
      noteParams: change.note?.params ?? null,
      createdAt: order.updatedAt,
    }),
    change.event !== false ? writeOrderEvent(tx, domain, order) : null,
  ]);
}

/** Built once (db/prepared.ts): every status change sends it. */
const insertHistory = prepared((db) =>
  db
    .insert(orderStatusHistory)
    .values({
      orderId: sql.placeholder('orderId'),
      fromStatus: sql.placeholder('fromStatus'),
      toStatus: sql.placeholder('toStatus'),
      actorType: sql.placeholder('actorType'),
      actorId: sql.placeholder('actorId'),
      note: sql.placeholder('note'),
      noteCode: sql.placeholder('noteCode'),
      noteParams: sql.placeholder('noteParams'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('order_status_history_insert'),
);

/**
 * A status change of an existing order: the row, its history entry and its outbox event, all in the
 * caller's transaction (the order must have been locked with lockOrder). Only applyMove calls it.
 */
export async function changeOrderStatus(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  change: { to: OrderStatus; actor: Actor; note?: HistoryNote; set?: Partial<typeof orders.$inferInsert> },
): Promise<OrderRow> {
  if (!TRANSITIONS[order.status]?.includes(change.to)) throw invalidState(order, `pindah ke ${change.to}`);
  const [updated] = await tx
    .update(orders)
    .set({ ...change.set, status: change.to, updatedAt: now() })
    .where(eq(orders.id, order.id))
    .returning();
  await recordStatus(tx, domain, updated!, { from: order.status, actor: change.actor, note: change.note });
  return updated!;
}
