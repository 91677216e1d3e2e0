import type { DomainContext } from '~/server/domain/context';
import type { Db } from '~/server/db/client';
import { organization, services } from '~/server/db/schema';
import { eq } from 'drizzle-orm';
import type { Actor } from '~/server/domain/actor';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { requireDeposit } from '~/server/domain/ledger/deposit';
import { applyMove, requireMove } from './apply-move';
import { viewerOf } from './lifecycle';
import type { Reach } from '~/server/domain/tenant';
import { lockOrder, orderView } from './load-order';
import { slaDeadline } from './sla-deadline';

/**
 * An organization owner/admin approves an order above the threshold: the deposit is charged now and
 * the SLA counts from now. If the deposit no longer suffices, nothing changes and the order waits.
 */
export async function approveOrder(options: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  reach: Reach;
  actor: Actor;
}) {
  const { db, domain, orderId, reach, actor } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, reach);
    requireMove(order, 'setujui_order');
    // A rejected or suspended organization spends nothing, as its keys cannot (ACCOUNT_REJECTED).
    const [org] = await tx
      .select({ status: organization.status })
      .from(organization)
      .where(eq(organization.id, order.organizationId));
    // A test order of a pending organization is approved as its test key ordered it (ACCOUNT_PENDING spares test mode).
    const active = org?.status === 'approved' || (!order.livemode && org?.status === 'pending');
    if (!active) throw new AppError('ACCOUNT_REJECTED', 'Organisasi tidak aktif; order tidak dapat disetujui.');
    try {
      await requireDeposit(tx, order.organizationId, order.priceIdr, order.livemode);
    } catch (e) {
      if (e instanceof AppError) {
        throw new AppError(
          'INSUFFICIENT_DEPOSIT',
          `${e.message} Isi deposit lalu setujui lagi; order tetap menunggu_bayar.`,
          { details: e.details },
        );
      }
      throw e;
    }
    const [service] = await tx
      .select({ slaHours: services.slaHours })
      .from(services)
      .where(eq(services.code, order.serviceCode));
    const at = now();
    const paid = await applyMove(tx, order, 'setujui_order', {
      domain,
      actor,
      set: { paidAt: at, slaDueAt: slaDeadline(at, service!.slaHours) },
    });
    return orderView(tx, paid, viewerOf(actor), { domain, reader: actor });
  });
}

/** An organization owner/admin rejects a waiting order: it is cancelled; nothing was charged. */
export async function rejectOrder(options: {
  db: Db;
  domain: DomainContext;
  orderId: string;
  reach: Reach;
  actor: Actor;
  reason?: string;
}) {
  const { db, domain, orderId, reach, actor } = options;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, reach);
    const cancelled = await applyMove(tx, order, 'tolak_order', { domain, actor, note: options.reason });
    return orderView(tx, cancelled, viewerOf(actor), { domain, reader: actor });
  });
}
