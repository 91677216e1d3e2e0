import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { preparedSql } from '~/server/db/prepared';
import { SYSTEM } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import { RECORDED } from '~/server/domain/orders/apply-move';
import { MOVES, type MoveSpec } from '~/server/domain/orders/lifecycle';
import type { OrderRow } from '~/server/domain/orders/load-order';
import { slaExpiryJob } from '~/server/domain/orders/order-jobs';
import { orderSnapshot } from '~/server/domain/orders/write-order-event';
import {
  earlierEventWaiting,
  scheduleFirstAttempt,
  scheduleWithEarlier,
} from '~/server/domain/webhooks/delivery-schedule';
import { afterOffered, candidateQuery, scheduleNextRound } from './offer-next';
import { noticeColumns, noticeValues, offerNoticeCtes, type OfferNoticeRow } from './offer-notice';

const START: MoveSpec = MOVES.mulai_penawaran;
const p = (name: string) => sql.placeholder(name);

/**
 * The writes of a paid order's first offering in one statement, built once: the order to `ditawarkan`, its
 * history row, its `order.ditawarkan` event (the target read as writeOrderEvent reads it), the fairest
 * candidate (offer-next.ts's query), the offer and the practitioner's in-app notice of it (offer-notice.ts), where
 * the move and the offer in turn took six round trips, each built by drizzle (docs/performance.md, finding 46).
 *
 * The candidate is the fairest whose row no concurrent order has locked (`free`), so that orders created at once,
 * which all see the same committed offers, go to different practitioners (finding 103). The lock is `no key
 * update`: it does not block the `key share` of a foreign key's check, so an order that finds every candidate
 * taken offers to the fairest at once (`union all` reads its second part only when `free` is empty) and waits for
 * nobody, as nothing of the practitioner's row is written (their last offer is read from `offer`, finding 108).
 */
const startOfferingStatement = preparedSql<
  {
    moved: boolean;
    practitioner_id: string | null;
    target_url: string | null;
    earlier_event_id: string | null;
  } & OfferNoticeRow
>(
  'offer_first',
  () => sql`
  with moved as (
    update "order" set status = 'ditawarkan', updated_at = ${p('at')}::timestamptz
    where id = ${p('orderId')} and status = 'dibayar'
    returning id
  ), history as (
    insert into order_status_history
      (order_id, from_status, to_status, actor_type, actor_id, note, note_code, note_params, created_at)
    select id, 'dibayar', 'ditawarkan', ${p('actorType')}, null, ${p('note')}, ${p('noteCode')}, null,
      ${p('at')}::timestamptz
    from moved
  ), target as (
    select coalesce(${p('callbackUrl')}::text, (select webhook_url from api_key where id = ${p('apiKeyId')})) as url
  ), event as (
    insert into webhook_event (id, order_id, api_key_id, event, livemode, order_snapshot, target_url, status, created_at)
    select ${p('eventId')}, moved.id, ${p('apiKeyId')}, 'order.ditawarkan', ${p('livemode')}, ${p('snapshot')}::jsonb,
      target.url, case when target.url is null then 'no_target' else 'pending' end, ${p('at')}::timestamptz
    from moved, target
    returning target_url, ${earlierEventWaiting} as earlier_event_id
  ), free as (
    ${candidateQuery(p('serviceCode'), p('orderId'))}
    for no key update of p skip locked limit 1
  ), chosen as (
    select id from free
    union all
    (${candidateQuery(p('serviceCode'), p('orderId'))} limit 1)
    limit 1
  ), offered as (
    insert into offer (id, order_id, practitioner_id, round, offered_at, expires_at)
    select ${p('offerId')}, moved.id, chosen.id, ${p('round')}, ${p('at')}::timestamptz, ${p('expiresAt')}::timestamptz
    from moved, chosen
    returning practitioner_id
  ), ${offerNoticeCtes(sql`(select practitioner_id from offered)`)}
  select exists (select 1 from moved) as moved, (select practitioner_id from offered) as practitioner_id,
    (select target_url from event) as target_url, (select earlier_event_id from event) as earlier_event_id,
    ${noticeColumns}`,
);

/** True when `startOffering` may make this order's first offering: a live paid order, moved by the plain move. */
export function canStartInOneStatement(domain: DomainContext, order: OrderRow): boolean {
  return (
    order.status === 'dibayar' &&
    domain.simulation.candidates(order) === null &&
    // What the statement does not write: the move must stay a bare status change with its SLA watch.
    !START.message &&
    !START.money &&
    !START.then &&
    !START.notify &&
    START.to === 'ditawarkan' &&
    START.schedules?.join() === 'sla_watch'
  );
}

/**
 * `dibayar` -> `ditawarkan` and the first offer of round `round` for an order locked by the caller, with the same
 * rows, events and jobs (in the same order) as applyMove('mulai_penawaran') followed by offerNext: the statement
 * above, then the jobs through `domain.jobs` (one `add_jobs` inside the offering's batch).
 */
export async function startOffering(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  round: number,
  options: {
    /**
     * The order was created by this transaction: its creation's history row and event, settling once they have
     * answered and the event's job is scheduled (that job was added by this transaction and is not running). This
     * statement is sent without waiting for them (Postgres runs it after them, so it sees the event) and its jobs
     * are scheduled after theirs. null: the order was created before.
     */
    creation: Promise<void> | null;
  },
): Promise<void> {
  const at = now();
  const row: OrderRow = { ...order, status: 'ditawarkan', updatedAt: at };
  const eventId = newId('event');
  const offerId = newId('offer');
  const expiresAt = new Date(at.getTime() + domain.settings.offerWindowSeconds * 1000);
  const sent = startOfferingStatement(tx, {
    actorType: SYSTEM.type,
    note: START.note?.text ?? null,
    noteCode: START.note?.code ?? null,
    callbackUrl: order.callbackUrl,
    apiKeyId: order.apiKeyId,
    eventId,
    snapshot: JSON.stringify(orderSnapshot(row)),
    round,
    ...noticeValues(order, offerId, expiresAt, at),
  });
  const [, [result]] = await Promise.all([options.creation, sent]);
  if (!result?.moved) throw new Error(`Order ${order.id} was not dibayar under its lock`);
  if (result.target_url && result.earlier_event_id && options.creation)
    await scheduleWithEarlier(tx, domain.jobs, { eventId, earlierEventId: result.earlier_event_id });
  else if (result.target_url)
    await scheduleFirstAttempt(tx, domain.jobs, { eventId, earlierWaiting: result.earlier_event_id !== null });
  await domain.jobs.schedule(tx, slaExpiryJob, { orderId: order.id }, { runAt: row.slaDueAt });
  await domain.offering(tx, domain, row, 'mulai_penawaran', RECORDED);
  await domain.simulation.afterMove(tx, domain, row, 'mulai_penawaran');
  if (result.practitioner_id) await afterOffered(tx, domain, row, { offerId, expiresAt, notice: result });
  else await scheduleNextRound(tx, domain, row, round, at);
}
