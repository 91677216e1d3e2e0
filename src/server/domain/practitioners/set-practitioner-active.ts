import type { DomainContext } from '~/server/domain/context';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { offers, practitioners } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';
import { offerNext } from '~/server/domain/offers/offer-next';
import { closeOffer } from '~/server/domain/orders/current-offer';
import { lockOrder } from '~/server/domain/orders/load-order';

/**
 * An operator activates or deactivates a practitioner. A deactivated practitioner gets no new offers and
 * cannot sign in to the workspace; their live offers are withdrawn and passed to the next practitioner.
 * Orders already in their hands stay there (the operator may cancel them). Audited.
 */
export async function setPractitionerActive(options: {
  db: Db;
  domain: DomainContext;
  practitionerId: string;
  active: boolean;
  actor: Actor;
}) {
  const { db, domain, practitionerId, active, actor } = options;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(practitioners).where(eq(practitioners.id, practitionerId));
    if (!before) throw new AppError('NOT_FOUND', `Praktisi ${practitionerId} tidak ditemukan.`);
    const withdrawn: string[] = [];
    if (!active) {
      // Orders first (the offering job locks the order, then touches the practitioner row).
      const live = await tx
        .select({ offerId: offers.id, orderId: offers.orderId })
        .from(offers)
        .where(and(eq(offers.practitionerId, practitionerId), eq(offers.status, 'aktif')))
        .orderBy(asc(offers.orderId));
      const locked = [];
      for (const o of live) locked.push(await lockOrder(tx, o.orderId, 'platform'));
      await tx.update(practitioners).set({ active }).where(eq(practitioners.id, practitionerId));
      for (const order of locked) {
        const [offer] = await tx
          .select()
          .from(offers)
          .where(
            and(eq(offers.orderId, order.id), eq(offers.practitionerId, practitionerId), eq(offers.status, 'aktif')),
          );
        if (!offer || order.status !== 'ditawarkan') continue;
        await closeOffer(tx, offer.id, 'dibatalkan');
        await offerNext(tx, domain, order, offer.round);
        withdrawn.push(order.id);
      }
    } else {
      await tx.update(practitioners).set({ active }).where(eq(practitioners.id, practitionerId));
    }
    if (before.active !== active) {
      await recordAudit(tx, {
        actor,
        action: active ? 'practitioner.activate' : 'practitioner.deactivate',
        targetType: 'practitioner',
        targetId: practitionerId,
        details: { withdrawnOffers: withdrawn },
      });
    }
    return { id: practitionerId, active, withdrawn_offers: withdrawn };
  });
}
