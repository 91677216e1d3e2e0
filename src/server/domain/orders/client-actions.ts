import type { Db } from '~/server/db/client';
import type { Actor } from '~/server/domain/actor';
import { releaseEscrow } from '~/server/domain/ledger/escrow';
import { addOrderMessage } from './add-message';
import { changeOrderStatus, requireStatus } from './change-status';
import { lockOrder, orderView } from './load-order';

type ClientAction = { db: Db; orderId: string; organizationId?: string; actor: Actor };

/** The client answers a practitioner's request for data: the message is kept and work resumes. */
export async function replyToOrder(options: ClientAction & { text: string }) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, options.organizationId);
    requireStatus(order, ['butuh_input_klien'], 'mengirim pesan');
    await addOrderMessage(tx, order.id, 'klien', options.text);
    return orderView(
      tx,
      await changeOrderStatus(tx, order, { to: 'dikerjakan', actor: options.actor, note: 'balasan klien' }),
    );
  });
}

/** The client accepts the deliverable: the escrow is released to the practitioner's earnings. */
export async function acceptOrder(options: ClientAction) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, options.organizationId);
    requireStatus(order, ['diserahkan'], 'menerima hasil');
    await releaseEscrow(tx, order, order.practitionerId!);
    return orderView(tx, await changeOrderStatus(tx, order, { to: 'selesai', actor: options.actor }));
  });
}

/** The client asks for a revision with a message: back to work, the deliverable stays until replaced. */
export async function requestRevision(options: ClientAction & { text: string }) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, options.organizationId);
    requireStatus(order, ['diserahkan'], 'meminta revisi');
    await addOrderMessage(tx, order.id, 'klien', options.text);
    return orderView(
      tx,
      await changeOrderStatus(tx, order, { to: 'dikerjakan', actor: options.actor, note: 'revisi diminta' }),
    );
  });
}

/** An owner/admin disputes a deliverable with a reason. */
export async function openDispute(options: ClientAction & { reason: string }) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, options.organizationId);
    requireStatus(order, ['diserahkan'], 'membuka sengketa');
    await addOrderMessage(tx, order.id, 'klien', options.reason);
    return orderView(
      tx,
      await changeOrderStatus(tx, order, { to: 'sengketa', actor: options.actor, note: 'sengketa dibuka' }),
    );
  });
}
