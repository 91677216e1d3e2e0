import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { offers, heldStatusList } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import type { OrderRow } from '~/server/domain/orders/load-order';
import { expireOfferJob, offerOrderJob } from './offer-jobs';
import { mailOfferNotice, writeOfferNotice, type OfferNoticeRow } from './offer-notice';

/**
 * Qualified, active, claimed practitioners not excluded from this order, fairest first: fewest orders in hand,
 * then longest since their last offer (read from their offers, not kept on their row: finding 108), then oldest
 * account. Values or placeholders (first-offer.ts). A record nobody has claimed yet (`user_id` null) has no one to see
 * the offer. No SQL comment inside: bench/pgbench's scripts hold each statement on one line.
 */
export const candidateQuery = (serviceCode: unknown, orderId: unknown) => sql`
    select p.id from practitioner p
    join practitioner_service ps on ps.practitioner_id = p.id and ps.service_code = ${serviceCode}
    where p.active and not p.simulated
      and p.user_id is not null
      and not exists (select 1 from order_exclusion x where x.order_id = ${orderId} and x.practitioner_id = p.id)
    order by (select count(*) from "order" o where o.practitioner_id = p.id and o.status in (${heldStatusList})) asc,
             (select max(f.offered_at) from offer f where f.practitioner_id = p.id) asc nulls first,
             p.created_at asc, p.id asc`;

async function candidates(tx: DbOrTx, domain: DomainContext, order: OrderRow): Promise<readonly string[]> {
  const simulated = domain.simulation.candidates(order);
  if (simulated) return simulated;
  // The live pool never holds the simulated practitioner (nor a record without a user).
  const rows = await tx.execute<{ id: string }>(candidateQuery(order.serviceCode, order.id));
  return rows.map((r) => r.id);
}

/**
 * Offers the order to the next practitioner of `round` (each once per round). When the round has
 * nobody left, or nobody qualifies at all, the next round is scheduled one offer window later.
 * The order must be locked and `ditawarkan`.
 */
export async function offerNext(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  round: number,
  /** The order has just started offering: it has no offers, so none are read. */
  known: { neverOffered?: boolean } = {},
): Promise<{ practitionerId: string; offerId: string } | null> {
  const at = now();
  const windowMs = domain.settings.offerWindowSeconds * 1000;
  const offered = known.neverOffered
    ? []
    : await tx
        .select({ practitionerId: offers.practitionerId })
        .from(offers)
        .where(and(eq(offers.orderId, order.id), eq(offers.round, round)));
  const taken = new Set(offered.map((o) => o.practitionerId));
  const next = (await candidates(tx, domain, order)).find((id) => !taken.has(id));
  if (!next) {
    await scheduleNextRound(tx, domain, order, offered.length > 0 ? round + 1 : round, at);
    return null;
  }
  const offerId = newId('offer');
  const expiresAt = new Date(at.getTime() + windowMs);
  await tx
    .insert(offers)
    .values({ id: offerId, orderId: order.id, practitionerId: next, round, offeredAt: at, expiresAt });
  const notice = order.livemode
    ? await writeOfferNotice(tx, { order, offerId, practitionerId: next, expiresAt, at })
    : undefined;
  await afterOffered(tx, domain, order, { offerId, expiresAt, notice });
  return { practitionerId: next, offerId };
}

/** Nobody left to offer to: the offering comes back to `round` one offer window after `at`. */
export async function scheduleNextRound(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  round: number,
  at: Date,
): Promise<void> {
  const runAt = new Date(at.getTime() + domain.settings.offerWindowSeconds * 1000);
  await domain.jobs.schedule(tx, offerOrderJob, { orderId: order.id, round }, { runAt });
}

/**
 * The jobs of an offer just made: its expiry, the e-mail of the practitioner's notice (written with the offer), the
 * simulation's next step.
 */
export async function afterOffered(
  tx: DbOrTx,
  domain: DomainContext,
  order: OrderRow,
  offer: { offerId: string; expiresAt: Date; notice: OfferNoticeRow | undefined },
): Promise<void> {
  // One job key per order: moving the offer replaces the pending expiry.
  await domain.jobs.schedule(
    tx,
    expireOfferJob,
    { offerId: offer.offerId, orderId: order.id },
    { runAt: offer.expiresAt },
  );
  await mailOfferNotice(tx, domain, offer.offerId, offer.notice);
  await domain.simulation.afterOffer(tx, domain, order);
}
