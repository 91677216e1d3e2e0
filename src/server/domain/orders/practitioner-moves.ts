import { and, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { orderExclusions, offers } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { addOrderMessage } from '~/server/domain/orders/add-message';
import { changeOrderStatus, requireStatus } from '~/server/domain/orders/change-status';
import { lockOrder, orderView, type OrderRow } from '~/server/domain/orders/load-order';
import { cancelOfferJob, closeOffer, currentRound, offerNext } from './offer-next';

type Move = { db: Db; orderId: string; practitionerId: string };

const actorOf = (practitionerId: string) => ({ type: 'practitioner' as const, id: practitionerId });

function requireHolder(order: OrderRow, practitionerId: string, action: string) {
  if (order.practitionerId !== practitionerId) {
    throw new AppError(
      'INVALID_STATE',
      `Tidak bisa ${action}: order ${order.id} tidak dipegang praktisi ${practitionerId}.`,
    );
  }
}

async function liveOfferFor(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: OrderRow,
  practitionerId: string,
  action: string,
) {
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
export async function acceptOffer({ db, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['ditawarkan'], 'mengambil order');
    const offer = await liveOfferFor(tx, order, practitionerId, 'mengambil order');
    if (now() >= offer.expiresAt) throw new AppError('INVALID_STATE', `Penawaran order ${orderId} sudah kedaluwarsa.`);
    await closeOffer(tx, offer.id, 'diterima');
    await cancelOfferJob(tx, orderId);
    const taken = await changeOrderStatus(tx, order, {
      to: 'diambil',
      actor: actorOf(practitionerId),
      set: { practitionerId },
    });
    return orderView(tx, taken);
  });
}

/** Decline the current offer: it moves to the next practitioner of this round at once. */
export async function declineOffer({ db, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['ditawarkan'], 'menolak penawaran');
    const offer = await liveOfferFor(tx, order, practitionerId, 'menolak penawaran');
    await closeOffer(tx, offer.id, 'ditolak');
    await offerNext(tx, order, offer.round);
    return orderView(tx, order);
  });
}

export async function startWork({ db, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['diambil'], 'mulai mengerjakan');
    requireHolder(order, practitionerId, 'mulai mengerjakan');
    return orderView(tx, await changeOrderStatus(tx, order, { to: 'dikerjakan', actor: actorOf(practitionerId) }));
  });
}

/** Give the order back: offering restarts in a new round, never again to this practitioner. */
export async function releaseOrder({ db, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['diambil', 'dikerjakan'], 'melepas order');
    requireHolder(order, practitionerId, 'melepas order');
    await tx.insert(orderExclusions).values({ orderId, practitionerId, createdAt: now() }).onConflictDoNothing();
    const released = await changeOrderStatus(tx, order, {
      to: 'ditawarkan',
      actor: actorOf(practitionerId),
      note: 'dilepas praktisi',
      set: { practitionerId: null },
    });
    await offerNext(tx, released, (await currentRound(tx, orderId)) + 1);
    return orderView(tx, released);
  });
}

/** Ask the client for data; the message is what the client sees in `messages`. */
export async function askClient({ db, orderId, practitionerId, text }: Move & { text: string }) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['dikerjakan'], 'meminta data klien');
    requireHolder(order, practitionerId, 'meminta data klien');
    await addOrderMessage(tx, orderId, 'praktisi', text);
    return orderView(
      tx,
      await changeOrderStatus(tx, order, { to: 'butuh_input_klien', actor: actorOf(practitionerId) }),
    );
  });
}

/** Hand in the deliverable (replacing an earlier one after a revision). */
export async function deliverOrder({ db, orderId, practitionerId, text }: Move & { text: string }) {
  const deliverable = text.trim();
  if (!deliverable) throw new AppError('VALIDATION', 'deliverable: wajib diisi.');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    requireStatus(order, ['dikerjakan'], 'menyerahkan hasil');
    requireHolder(order, practitionerId, 'menyerahkan hasil');
    return orderView(
      tx,
      await changeOrderStatus(tx, order, { to: 'diserahkan', actor: actorOf(practitionerId), set: { deliverable } }),
    );
  });
}
