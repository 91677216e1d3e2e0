import { eq } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { offers } from '~/server/db/schema';
import { pipelinedTransaction } from '~/server/db/pipelined-begin';
import { SYSTEM } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { applyMove } from '~/server/domain/orders/apply-move';
import { canMove } from '~/server/domain/orders/lifecycle';
import { lockOrder } from '~/server/domain/orders/load-order';
import { expireOfferJob } from './offer-jobs';
import { activeOffer, closeOffer, currentRound } from '~/server/domain/orders/current-offer';
import { canStartInOneStatement, startOffering } from './first-offer';
import { offerNext } from './offer-next';

/**
 * The offering job: a paid order becomes `ditawarkan` (with its SLA watch), then goes to the next
 * practitioner of the given round. Re-running it is harmless: it acts only on what the database says.
 */
export async function runOffering(options: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  round?: number;
}): Promise<void> {
  // The SLA watch, the offer's expiry (or the next round) and the notices it sends are added in one statement.
  // `begin` goes with the order's lock, which only locks (db/pipelined-begin.ts).
  await pipelinedTransaction(options.db, (tx) => options.domain.jobs.batch(tx, () => offering(tx, options)));
}

async function offering(tx: Tx, options: { domain: DomainContext; orderId: string; round?: number }): Promise<void> {
  let order = await lockOrder(tx, options.orderId, 'platform');
  if (canStartInOneStatement(options.domain, order)) {
    await startOffering(tx, options.domain, order, options.round ?? 1, { creation: null });
    return;
  }
  if (canMove(order.status, 'mulai_penawaran')) {
    order = await applyMove(tx, order, 'mulai_penawaran', { domain: options.domain, actor: SYSTEM });
    // A paid order has never been offered: no live offer, no round to look up (three statements fewer).
    if (canMove(order.status, 'ambil_order'))
      await offerNext(tx, options.domain, order, options.round ?? 1, { neverOffered: true });
    return;
  }
  // Offers go out only while the order can still be taken.
  if (!canMove(order.status, 'ambil_order') || (await activeOffer(tx, order.id))) return;
  await offerNext(tx, options.domain, order, options.round ?? Math.max(1, await currentRound(tx, order.id)));
}

/** The expiry job of one offer: if it is still live and its time has come, the next practitioner gets it. */
export async function expireOffer(options: { db: Db; domain: DomainContext; offerId: string }): Promise<void> {
  await options.db.transaction((tx) => options.domain.jobs.batch(tx, () => expiry(tx, options)));
}

async function expiry(tx: Tx, options: { domain: DomainContext; offerId: string }): Promise<void> {
  const [peek] = await tx.select({ orderId: offers.orderId }).from(offers).where(eq(offers.id, options.offerId));
  if (!peek) return;
  const order = await lockOrder(tx, peek.orderId, 'platform');
  const [offer] = await tx.select().from(offers).where(eq(offers.id, options.offerId));
  if (!offer || offer.status !== 'aktif') return;
  if (now() < offer.expiresAt) {
    // Ran early (moved clock or a replaced schedule): come back at the offer's own expiry.
    await options.domain.jobs.schedule(
      tx,
      expireOfferJob,
      { offerId: offer.id, orderId: order.id },
      { runAt: offer.expiresAt },
    );
    return;
  }
  await closeOffer(tx, offer.id, 'kedaluwarsa');
  await offerNext(tx, options.domain, order, offer.round);
}
