import type { DomainContext } from '~/server/domain/context';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '~/server/db/client';
import { offers } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { applyMove, requireMove } from '~/server/domain/orders/apply-move';
import { lockOrder, orderView, type OrderRow } from '~/server/domain/orders/load-order';
import { closeOffer } from '~/server/domain/orders/current-offer';
import { offerNext } from './offer-next';

type Response = { db: Db; domain: DomainContext; orderId: string; practitionerId: string };

async function liveOfferFor(tx: Tx, order: OrderRow, practitionerId: string, action: string) {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.orderId, order.id), eq(offers.practitionerId, practitionerId), eq(offers.status, 'aktif')));
  if (!offer)
    throw new AppError(
      'INVALID_STATE',
      `Tidak bisa ${action}: tidak ada penawaran aktif order ${order.id} untuk praktisi ${practitionerId}.`,
    );
  return offer;
}

/** Accept the current offer, only by the practitioner offered and only before it expires. */
export async function acceptOffer({ db, domain, orderId, practitionerId }: Response) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, 'platform');
    requireMove(order, 'ambil_order');
    const offer = await liveOfferFor(tx, order, practitionerId, 'mengambil order');
    if (now() >= offer.expiresAt) throw new AppError('INVALID_STATE', `Penawaran order ${orderId} sudah kedaluwarsa.`);
    await closeOffer(tx, offer.id, 'diterima');
    const taken = await applyMove(tx, order, 'ambil_order', {
      domain,
      actor: { type: 'practitioner', id: practitionerId },
      set: { practitionerId },
    });
    return orderView(
      tx,
      taken,
      { kind: 'practitioner', practitionerId },
      {
        domain,
        reader: { type: 'practitioner', id: practitionerId },
      },
    );
  });
}

/** Decline the current offer: it moves to the next practitioner of this round at once. */
export async function declineOffer({ db, domain, orderId, practitionerId }: Response) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, 'platform');
    requireMove(order, 'tolak_penawaran');
    const offer = await liveOfferFor(tx, order, practitionerId, 'menolak penawaran');
    await closeOffer(tx, offer.id, 'ditolak');
    await offerNext(tx, domain, order, offer.round);
    return orderView(tx, order, { kind: 'practitioner', practitionerId });
  });
}
