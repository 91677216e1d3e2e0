import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { preparedSql } from '~/server/db/prepared';
import { SYSTEM } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import type { CreationFacts, DomainContext } from '~/server/domain/context';
import { jobsAddedBy } from '~/server/domain/jobs/statement-jobs';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { newId } from '~/server/domain/ids';
import { MOVES, type MoveSpec } from '~/server/domain/orders/lifecycle';
import type { OrderRow } from '~/server/domain/orders/load-order';
import { slaExpiryJob } from '~/server/domain/orders/order-jobs';
import { orderSnapshot } from '~/server/domain/orders/write-order-event';
import {
  earlierEventWaiting,
  scheduleFirstAttempt,
  scheduleWithEarlier,
} from '~/server/domain/webhooks/delivery-schedule';
import { expireOfferJob, offerOrderJob } from './offer-jobs';
import { candidateQuery } from './offer-next';
import { noticeValues, offerMailCte, offerMailValues, offerNoticeCtes, type OfferNames } from './offer-notice';

const START: MoveSpec = MOVES.mulai_penawaran;
const p = (name: string) => sql.placeholder(name);

/** The names a first offer's notice and e-mail show, read by an offering job (a creation read them already). */
const offerNames = preparedSql<OfferNames>(
  'offer_first_names',
  () => sql`select coalesce(s.name, s.code) as service, o.name as organization
    from service s, organization o where s.code = ${p('serviceCode')} and o.id = ${p('organizationId')}`,
);

/**
 * The writes of a paid order's first offering in one statement, built once: the order to `ditawarkan`, its
 * history row, its `order.ditawarkan` event (the target read as writeOrderEvent reads it), the fairest
 * candidate (offer-next.ts's query), the offer, the practitioner's in-app notice of it and its e-mail
 * (offer-notice.ts), and the jobs that follow from them: the offer's expiry, or the next round when nobody could
 * take it, and the e-mail's delivery. The move and the offer in turn took six round trips, each built by drizzle
 * (docs/performance.md, finding 46); with its jobs decided here, nobody waits for its answer (finding 116).
 *
 * The candidate is the fairest whose row no concurrent order has locked (`free`), so that orders created at once,
 * which all see the same committed offers, go to different practitioners (finding 103). The lock is `no key
 * update`: it does not block the `key share` of a foreign key's check, so an order that finds every candidate
 * taken offers to the fairest at once (`union all` reads its second part only when `free` is empty) and waits for
 * nobody, as nothing of the practitioner's row is written (their last offer is read from `offer`, finding 108).
 *
 * The history row takes its order from `moved`: an order that was not `dibayar` under its lock leaves its
 * `order_id` null, and the statement fails (not null), with the transaction, rather than commit an order offered
 * to nobody. No SQL comment inside: bench/pgbench's scripts hold each statement on one line.
 */
const startOfferingStatement = preparedSql<{ target_url: string | null; earlier_event_id: string | null }>(
  'offer_first',
  () => sql`
  with moved as (
    update "order" set status = 'ditawarkan', updated_at = ${p('at')}::timestamptz
    where id = ${p('orderId')} and status = 'dibayar'
    returning id
  ), history as (
    insert into order_status_history
      (order_id, from_status, to_status, actor_type, actor_id, note, note_code, note_params, created_at)
    values ((select id from moved), 'dibayar', 'ditawarkan', ${p('actorType')}, null, ${p('note')}, ${p('noteCode')},
      null, ${p('at')}::timestamptz)
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
  ), ${offerNoticeCtes(sql`(select practitioner_id from offered)`, {
    service: sql`${p('serviceName')}::text`,
    organization: sql`${p('organizationName')}::text`,
  })}, ${offerMailCte}, due as (
    select ${p('expiryJob')}::json as spec from offered
    union all select ${p('nextRoundJob')}::json from moved where not exists (select 1 from offered)
    union all select ${p('mailJob')}::json from mail
  )
  select (select target_url from event) as target_url, (select earlier_event_id from event) as earlier_event_id,
    ${jobsAddedBy(sql`select spec from due`)} as jobs_added`,
);

/**
 * True when `startOffering` may make this order's first offering: a live paid order (the simulation takes no step
 * after a live offer, so nothing but the statement's own jobs follows it), moved by the plain move.
 */
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
 * rows, events and jobs as applyMove('mulai_penawaran') followed by offerNext: the statement above, then the
 * webhook's and the SLA's jobs through `domain.jobs` (one `add_jobs` inside the offering's batch).
 *
 * `creation`: the order was created by this transaction, whose creation's event (`creation.eventId`) waits for its
 * first attempt, to the same target (the key's row is locked): that event's job delivers this one next. Nothing
 * waits for the statement's answer; it goes with the batch's jobs and `commit`. null: an offering job, which reads
 * the names and reads the event's target from the answer.
 */
export async function startOffering(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  round: number,
  creation: CreationFacts | null,
): Promise<void> {
  const at = now();
  const row: OrderRow = { ...order, status: 'ditawarkan', updatedAt: at };
  const eventId = newId('event');
  const offerId = newId('offer');
  const mailId = newId('mail');
  const expiresAt = new Date(at.getTime() + domain.settings.offerWindowSeconds * 1000);
  // An offering job holds the order's offer slot itself: its expiry replaces it. A creation's is new.
  const keyIsNew = creation !== null;
  const forStatement = domain.jobs.forStatement;
  const names = creation
    ? { service: creation.serviceName, organization: creation.organizationName }
    : (await offerNames(tx, order))[0]!;
  const sent = startOfferingStatement(tx, {
    actorType: SYSTEM.type,
    note: START.note?.text ?? null,
    noteCode: START.note?.code ?? null,
    callbackUrl: order.callbackUrl,
    apiKeyId: order.apiKeyId,
    eventId,
    snapshot: JSON.stringify(orderSnapshot(row)),
    round,
    serviceName: names.service,
    organizationName: names.organization,
    ...noticeValues(order, offerId, expiresAt, at),
    ...offerMailValues(domain, { order, offerId, expiresAt, mailId }, names),
    expiryJob: forStatement(expireOfferJob, { offerId, orderId: order.id }, { runAt: expiresAt, keyIsNew }),
    nextRoundJob: forStatement(offerOrderJob, { orderId: order.id, round }, { runAt: expiresAt, keyIsNew }),
    mailJob: forStatement(sendMailJob, { mail_id: mailId }, { keyIsNew: true }),
  });
  if (creation) {
    await domain.jobs.sendWithJobs(tx, sent);
    if (creation.eventId) await scheduleWithEarlier(tx, domain.jobs, { eventId, earlierEventId: creation.eventId });
  } else {
    const [result] = await sent;
    if (result!.target_url)
      await scheduleFirstAttempt(tx, domain.jobs, { eventId, earlierWaiting: result!.earlier_event_id !== null });
  }
  await domain.jobs.schedule(tx, slaExpiryJob, { orderId: order.id }, { runAt: row.slaDueAt });
  await domain.offering(tx, domain, row, 'mulai_penawaran', null);
  await domain.simulation.afterMove(tx, domain, row, 'mulai_penawaran');
}
