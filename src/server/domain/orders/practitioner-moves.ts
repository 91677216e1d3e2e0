import type { DomainContext } from '~/server/domain/context';
import { orderExclusions } from '~/server/db/schema';
import type { Db } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { checkAttachable, replaceDeliverableFiles } from '~/server/domain/files/order-files';
import { applyMove, requireMove } from './apply-move';
import { lockOrder, orderView } from './load-order';

type Move = { db: Db; domain: DomainContext; orderId: string; practitionerId: string };
/** `files`: ids the practitioner uploaded for this order (POST /praktisi/order/{id}/berkas). */
type WithFiles = { text: string; files?: readonly string[] };

const actorOf = (practitionerId: string) => ({ type: 'practitioner' as const, id: practitionerId });
const view = (practitionerId: string) => ({ kind: 'practitioner' as const, practitionerId });
const links = (domain: DomainContext, practitionerId: string) => ({ domain, reader: actorOf(practitionerId) });

export async function startWork({ db, domain, orderId, practitionerId }: Move) {
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const order = await applyMove(tx, await lockOrder(tx, orderId, 'platform'), 'mulai_kerjakan', { domain, actor });
    return orderView(tx, order, view(practitionerId), links(domain, practitionerId));
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
    return orderView(tx, released, view(practitionerId), links(domain, practitionerId));
  });
}

/** Ask the client for data; the message is what the client sees in `messages`. */
export async function askClient({ db, domain, orderId, practitionerId, text, files }: Move & WithFiles) {
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const locked = await lockOrder(tx, orderId, 'platform');
    requireMove(locked, 'minta_data_klien', actor);
    const attached = await checkPractitionerFiles(tx, locked, practitionerId, files);
    const order = await applyMove(tx, locked, 'minta_data_klien', { domain, actor, text, files: attached });
    return orderView(tx, order, view(practitionerId), links(domain, practitionerId));
  });
}

/** Hand in the deliverable, text and files (replacing an earlier one and its files after a revision). */
export async function deliverOrder({ db, domain, orderId, practitionerId, text, files }: Move & WithFiles) {
  const deliverable = text.trim();
  if (!deliverable) throw new AppError('VALIDATION', 'deliverable: wajib diisi.');
  return db.transaction(async (tx) => {
    const actor = actorOf(practitionerId);
    const locked = await lockOrder(tx, orderId, 'platform');
    requireMove(locked, 'serahkan_hasil', actor);
    const attached = await checkPractitionerFiles(tx, locked, practitionerId, files);
    await replaceDeliverableFiles(tx, orderId, attached);
    const order = await applyMove(tx, locked, 'serahkan_hasil', {
      domain,
      actor,
      set: { deliverable },
    });
    return orderView(tx, order, view(practitionerId), links(domain, practitionerId));
  });
}

function checkPractitionerFiles(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  order: { id: string; organizationId: string; livemode: boolean },
  practitionerId: string,
  files: readonly string[] | undefined,
) {
  return checkAttachable(tx, {
    order,
    attacher: { kind: 'practitioner', practitionerId },
    fileIds: files ?? [],
    field: 'files',
  });
}
