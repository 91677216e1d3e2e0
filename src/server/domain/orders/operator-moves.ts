import type { Db, Tx } from '~/server/db/client';
import { SYSTEM, type Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { activeOffer, closeOffer } from './current-offer';
import { applyMove, requireMove } from './apply-move';
import { canMove } from './lifecycle';
import { lockOrder, orderView, type OrderRow } from './load-order';
import { slaExpiryJob } from './order-jobs';

/** Cancellation with money back: the live offer ends, then `dibatalkan` → `direfund` (lifecycle table). */
async function cancelAndRefund(
  tx: Tx,
  order: OrderRow,
  move: 'batalkan_order' | 'sla_kedaluwarsa',
  domain: DomainContext,
  actor: Actor,
  reason?: string,
): Promise<OrderRow> {
  requireMove(order, move, actor);
  const offer = await activeOffer(tx, order.id);
  if (offer) await closeOffer(tx, offer.id, 'dibatalkan');
  return applyMove(tx, order, move, { domain, actor, note: reason });
}

/** Operator cancellation, allowed before delivery only (later, disputes decide). */
export async function cancelOrder(options: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  reason: string;
  actor: Actor;
}) {
  const reason = options.reason.trim();
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, 'platform');
    const refunded = await cancelAndRefund(
      tx,
      order,
      'batalkan_order',
      options.domain,
      options.actor,
      reason || undefined,
    );
    await recordAudit(tx, {
      actor: options.actor,
      action: 'order.cancel',
      targetType: 'order',
      targetId: order.id,
      details: { reason },
    });
    return orderView(tx, refunded, { kind: 'operator' });
  });
}

/** Operator decision on a dispute: for the practitioner (paid) or for the client (refunded). */
export async function resolveDispute(options: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  decision: 'practitioner' | 'client';
  actor: Actor;
}) {
  return options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, 'platform');
    const move = options.decision === 'practitioner' ? 'putus_sengketa_untuk_praktisi' : 'putus_sengketa_untuk_klien';
    const resolved = await applyMove(tx, order, move, { domain: options.domain, actor: options.actor });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'dispute.resolve',
      targetType: 'order',
      targetId: order.id,
      details: { decision: options.decision },
    });
    return orderView(tx, resolved, { kind: 'operator' });
  });
}

/** The SLA watch: an order still waiting for a practitioner when its SLA passes is cancelled and refunded. */
export async function expireSla(options: { db: Db; domain: DomainContext; orderId: string }): Promise<void> {
  await options.db.transaction(async (tx) => {
    const order = await lockOrder(tx, options.orderId, 'platform');
    if (!canMove(order.status, 'sla_kedaluwarsa')) return;
    if (now() < order.slaDueAt) {
      // Ran early (moved clock): come back at the order's own deadline.
      await options.domain.jobs.schedule(tx, slaExpiryJob, { orderId: order.id }, { runAt: order.slaDueAt });
      return;
    }
    await cancelAndRefund(tx, order, 'sla_kedaluwarsa', options.domain, SYSTEM);
  });
}
