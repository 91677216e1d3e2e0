import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { offers } from '~/server/db/schema';
import { addJob } from '~/server/jobs/add-job';
import { SYSTEM } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { changeOrderStatus } from '~/server/domain/orders/change-status';
import { lockOrder } from '~/server/domain/orders/load-order';
import { activeOffer, closeOffer, currentRound, offerJobKey, offerNext } from './offer-next';

/**
 * The offering job: a paid order becomes `ditawarkan` (with its SLA watch), then goes to the next
 * practitioner of the given round. Re-running it is harmless: it acts only on what the database says.
 */
export async function runOffering(options: { db: Db; orderId: string; round?: number }): Promise<void> {
  await options.db.transaction(async (tx) => {
    let order = await lockOrder(tx, options.orderId);
    if (order.status === 'dibayar') {
      order = await changeOrderStatus(tx, order, {
        to: 'ditawarkan',
        actor: SYSTEM,
        note: 'penawaran ke praktisi dimulai',
      });
      await addJob(
        tx,
        'sla_expiry',
        { orderId: order.id },
        { jobKey: `sla:${order.id}`, jobKeyMode: 'replace', runAt: order.slaDueAt },
      );
    }
    if (order.status !== 'ditawarkan' || (await activeOffer(tx, order.id))) return;
    await offerNext(tx, order, options.round ?? Math.max(1, await currentRound(tx, order.id)));
  });
}

/** The expiry job of one offer: if it is still live and its time has come, the next practitioner gets it. */
export async function expireOffer(options: { db: Db; offerId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: offers.orderId }).from(offers).where(eq(offers.id, options.offerId));
    if (!peek) return;
    const order = await lockOrder(tx, peek.orderId);
    const [offer] = await tx.select().from(offers).where(eq(offers.id, options.offerId));
    if (!offer || offer.status !== 'aktif') return;
    if (now() < offer.expiresAt) {
      // Ran early (moved clock or a replaced schedule): come back at the offer's own expiry.
      await addJob(
        tx,
        'expire_offer',
        { offerId: offer.id },
        { jobKey: offerJobKey(order.id), jobKeyMode: 'replace', runAt: offer.expiresAt },
      );
      return;
    }
    await closeOffer(tx, offer.id, 'kedaluwarsa');
    await offerNext(tx, order, offer.round);
  });
}
