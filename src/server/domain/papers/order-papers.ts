import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { ledgerTransactions, orders, services } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { modeKinds } from '~/server/domain/ledger/mode-kinds';
import { reachCondition, type Reach } from '~/server/domain/tenant';
import { issuePaper, type Paper } from './issue-paper';

export type OrderPaper = {
  paper: Paper;
  order: { id: string; serviceName: string; priceIdr: number; paidAt: Date; livemode: boolean; organizationId: string };
  /** The refund's moment, on a refund note. */
  refundedAt?: Date;
};

const notFound = (id: string) =>
  new AppError('NOT_FOUND', `Order ${id} tidak ditemukan.`, { details: { reason: 'ORDER' } });

/** The order within `reach`: another organization's order, or one of the other mode for a key, is NOT_FOUND. */
async function ownOrder(db: Db, orderId: string, reach: Reach) {
  const [row] = await db
    .select({
      id: orders.id,
      organizationId: orders.organizationId,
      priceIdr: orders.priceIdr,
      paidAt: orders.paidAt,
      livemode: orders.livemode,
      serviceName: services.name,
    })
    .from(orders)
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .where(
      and(
        eq(orders.id, orderId),
        reachCondition(reach, { organizationId: orders.organizationId, livemode: orders.livemode }),
      ),
    );
  if (!row) throw notFound(orderId);
  return row;
}

/**
 * The payment receipt of a paid order, issued (numbered) on first request. An order awaiting approval has not
 * been paid: no receipt.
 */
export async function orderReceipt(options: { db: Db; orderId: string; reach: Reach }): Promise<OrderPaper> {
  const order = await ownOrder(options.db, options.orderId, options.reach);
  if (!order.paidAt)
    throw new AppError('INVALID_STATE', `Order ${order.id} belum dibayar: belum ada kwitansi.`, {
      details: { reason: 'NOT_PAID' },
    });
  const paper = await issuePaper(options.db, {
    kind: 'receipt',
    subjectId: order.id,
    livemode: order.livemode,
    organizationId: order.organizationId,
    amountIdr: order.priceIdr,
  });
  return { paper, order: { ...order, paidAt: order.paidAt } };
}

/** The refund note of a refunded order (the escrow went back to the deposit). */
export async function orderRefundNote(options: { db: Db; orderId: string; reach: Reach }): Promise<OrderPaper> {
  const order = await ownOrder(options.db, options.orderId, options.reach);
  const [refund] = await options.db
    .select({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.orderId, order.id),
        eq(ledgerTransactions.kind, modeKinds(order.livemode).txn('order_refund')),
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt))
    .limit(1);
  if (!refund || !order.paidAt)
    throw new AppError('INVALID_STATE', `Order ${order.id} tidak direfund.`, { details: { reason: 'NOT_REFUNDED' } });
  const paper = await issuePaper(options.db, {
    kind: 'refund_note',
    subjectId: refund.id,
    livemode: order.livemode,
    organizationId: order.organizationId,
    amountIdr: order.priceIdr,
  });
  return { paper, order: { ...order, paidAt: order.paidAt }, refundedAt: refund.createdAt };
}

/** Which papers an order of this organization has: a receipt once paid, a refund note once refunded. */
export async function orderPapersAvailable(db: Db, organizationId: string, orderId: string) {
  const [row] = await db
    .select({
      paid: sql<boolean>`${orders.paidAt} is not null`,
      refunded: sql<boolean>`exists (select 1 from ledger_transaction t where t.order_id = ${orders.id}
        and t.kind in ('order_refund', 'test_order_refund'))`,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)));
  return { receipt: row?.paid ?? false, refundNote: row?.refunded ?? false };
}
