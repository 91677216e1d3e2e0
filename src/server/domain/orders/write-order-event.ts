import type { DomainContext } from '~/server/domain/context';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { webhookEvents, type OrderSnapshot } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { newId } from '~/server/domain/ids';
import { earlierEventWaits, scheduleFirstAttempt } from '~/server/domain/webhooks/delivery-schedule';
import type { OrderRow } from './load-order';

/** The order as its event carries it (also built by offers/first-offer.ts). */
export function orderSnapshot(order: OrderRow): OrderSnapshot {
  return {
    id: order.id,
    status: order.status,
    service: order.serviceCode,
    price_idr: order.priceIdr,
    sla_due_at: order.slaDueAt.toISOString(),
    deliverable: order.deliverable,
    updated_at: order.updatedAt.toISOString(),
  };
}

/** Built once (db/prepared.ts): every status change sends it. */
const insertEvent = prepared((db) => {
  const target = sql`coalesce(${sql.placeholder('callbackUrl')}::text, (select webhook_url from api_key where id = ${sql.placeholder('apiKeyId')}))`;
  return db
    .insert(webhookEvents)
    .values({
      id: sql.placeholder('id'),
      orderId: sql.placeholder('orderId'),
      apiKeyId: sql.placeholder('apiKeyId'),
      event: sql.placeholder('event'),
      livemode: sql.placeholder('livemode'),
      orderSnapshot: sql.placeholder('orderSnapshot'),
      targetUrl: target,
      status: sql`case when ${target} is null then 'no_target' else 'pending' end`,
      createdAt: sql.placeholder('createdAt'),
    })
    .returning({
      targetUrl: webhookEvents.targetUrl,
      earlierWaiting: earlierEventWaits,
    })
    .prepare('order_event_insert');
});

/**
 * The outbox row for `order.<status>`, written in the transaction that changed the order. The target is
 * fixed now: the order's callback_url, else the creating key's webhook URL (read by the insert itself), else
 * none (polling).
 */
export async function writeOrderEvent(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
): Promise<{ eventId: string; targetUrl: string | null }> {
  const eventId = newId('event');
  const [event] = await insertEvent(tx, {
    id: eventId,
    orderId: order.id,
    apiKeyId: order.apiKeyId,
    event: `order.${order.status}`,
    livemode: order.livemode,
    orderSnapshot: orderSnapshot(order),
    callbackUrl: order.callbackUrl,
    createdAt: now(),
  });
  const targetUrl = event!.targetUrl;
  // Delivery is queued in the same transaction (now, or by the end of the order's earlier event's first attempt):
  // a committed change always reaches its target.
  if (targetUrl) await scheduleFirstAttempt(tx, domain.jobs, { eventId, earlierWaiting: event!.earlierWaiting });
  return { eventId, targetUrl };
}
