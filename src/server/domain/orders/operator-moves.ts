import type { Db, Tx } from '~/server/db/client';
import { addJob } from '~/server/jobs/add-job';
import { SYSTEM, type Actor } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { releaseEscrow, refundEscrow } from '~/server/domain/ledger/escrow';
import { changeOrderStatus, requireStatus } from '~/server/domain/orders/change-status';
import { lockOrder, orderView, type OrderRow } from '~/server/domain/orders/load-order';
import { CANCELLABLE } from '~/server/domain/orders/order-status';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { activeOffer, cancelOfferJob, closeOffer } from './offer-next';

/** Cancellation with money back: `dibatalkan`, then the escrow returns and the order is `direfund`. */
async function cancelAndRefund(tx: Tx, order: OrderRow, actor: Actor, reason: string): Promise<OrderRow> {
  const offer = await activeOffer(tx, order.id);
  if (offer) await closeOffer(tx, offer.id, 'dibatalkan');
  await cancelOfferJob(tx, order.id);
  const cancelled = await changeOrderStatus(tx, order, { to: 'dibatalkan', actor, note: reason });
  await refundEscrow(tx, order);
  return changeOrderStatus(tx, cancelled, { to: 'direfund', actor, note: 'escrow dikembalikan ke deposit' });
}

/** Operator cancellation, allowed before delivery only (later, disputes decide). */
export async function cancelOrder(options: { db: Db; orderId: string; reason: string; actor: Actor }) {
  const reason = options.reason.trim();
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId);
    requireStatus(order, CANCELLABLE, 'membatalkan order');
    const refunded = await cancelAndRefund(tx, order, options.actor, reason || 'dibatalkan operator');
    await recordAudit(tx, {
      actor: options.actor,
      action: 'order.cancel',
      targetType: 'order',
      targetId: order.id,
      details: { reason },
    });
    return orderView(tx, refunded);
  });
}

/** Operator decision on a dispute: for the practitioner (paid) or for the client (refunded). */
export async function resolveDispute(options: {
  db: Db;
  orderId: string;
  decision: 'practitioner' | 'client';
  actor: Actor;
}) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId);
    requireStatus(order, ['sengketa'], 'memutus sengketa');
    let resolved: OrderRow;
    if (options.decision === 'practitioner') {
      await releaseEscrow(tx, order, order.practitionerId!);
      resolved = await changeOrderStatus(tx, order, {
        to: 'selesai',
        actor: options.actor,
        note: 'sengketa diputus untuk praktisi',
      });
    } else {
      await refundEscrow(tx, order);
      resolved = await changeOrderStatus(tx, order, {
        to: 'direfund',
        actor: options.actor,
        note: 'sengketa diputus untuk klien',
      });
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'dispute.resolve',
      targetType: 'order',
      targetId: order.id,
      details: { decision: options.decision },
    });
    return orderView(tx, resolved);
  });
}

/** The SLA watch: an order still waiting for a practitioner when its SLA passes is cancelled and refunded. */
export async function expireSla(options: { db: Db; orderId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId);
    if (order.status !== 'ditawarkan') return;
    if (now() < order.slaDueAt) {
      await addJob(
        tx,
        'sla_expiry',
        { orderId: order.id },
        { jobKey: `sla:${order.id}`, jobKeyMode: 'replace', runAt: order.slaDueAt },
      );
      return;
    }
    await cancelAndRefund(tx, order, SYSTEM, 'SLA terlewati tanpa praktisi');
  });
}
