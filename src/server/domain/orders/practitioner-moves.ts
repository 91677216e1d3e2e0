import type { DomainContext } from '~/server/domain/context';
import { orderExclusions } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { applyMove, requireMove } from './apply-move';
import { lockOrder, orderView } from './load-order';

type Move = { db: Db; domain: DomainContext; orderId: string; practitionerId: string };

const actorOf = (practitionerId: string) => ({ type: 'practitioner' as const, id: practitionerId });

export async function startWork({ db, domain, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const order = await applyMove(tx, await lockOrder(tx, orderId, 'platform'), 'mulai_kerjakan', { domain, actor });
    return orderView(tx, order, { kind: 'practitioner', practitionerId });
  });
}

/**
 * Give the order back: offering restarts in a new round (offering's reaction to the move), never again to this
 * practitioner.
 */
export async function releaseOrder({ db, domain, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const order = await lockOrder(tx, orderId, 'platform');
    // Checked before the exclusion is written, so a refused release leaves nothing behind; the exclusion is
    // written before the move, whose offering reaction must already skip this practitioner.
    requireMove(order, 'lepas_order', actor);
    await tx.insert(orderExclusions).values({ orderId, practitionerId, createdAt: now() }).onConflictDoNothing();
    const released = await applyMove(tx, order, 'lepas_order', { domain, actor, set: { practitionerId: null } });
    return orderView(tx, released, { kind: 'practitioner', practitionerId });
  });
}

/** Ask the client for data; the message is what the client sees in `messages`. */
export async function askClient({ db, domain, orderId, practitionerId, text }: Move & { text: string }) {
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const order = await applyMove(tx, await lockOrder(tx, orderId, 'platform'), 'minta_data_klien', {
      domain,
      actor,
      text,
    });
    return orderView(tx, order, { kind: 'practitioner', practitionerId });
  });
}

/** Hand in the deliverable (replacing an earlier one after a revision). */
export async function deliverOrder({ db, domain, orderId, practitionerId, text }: Move & { text: string }) {
  const deliverable = text.trim();
  if (!deliverable) throw new AppError('VALIDATION', 'deliverable: wajib diisi.');
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const order = await applyMove(tx, await lockOrder(tx, orderId, 'platform'), 'serahkan_hasil', {
      domain,
      actor,
      set: { deliverable },
    });
    return orderView(tx, order, { kind: 'practitioner', practitionerId });
  });
}
