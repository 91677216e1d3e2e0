import type { DbOrTx } from '~/server/db/client';
import { postLedgerTransaction } from './post-transaction';
import { modeKinds } from './mode-kinds';

type EscrowOrder = { id: string; organizationId: string; priceIdr: number; livemode: boolean };

/**
 * Payment: deposit -> this order's escrow (test orders: the test deposit -> test escrow). `newOrder`: the order was
 * created in this transaction, so its escrow account is opened with the payment (accounts.ts, openAccount).
 */
export async function chargeEscrow(tx: DbOrTx, order: EscrowOrder, newOrder = false): Promise<void> {
  const k = modeKinds(order.livemode);
  await postLedgerTransaction(tx, {
    kind: k.txn('order_payment'),
    line: { code: 'order_payment', params: { order_id: order.id } },
    description: `Pembayaran order ${order.id} ke escrow`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: k.deposit, ownerId: order.organizationId, amountIdr: -order.priceIdr },
      { kind: k.escrow, ownerId: order.id, amountIdr: order.priceIdr, opensAccount: newOrder },
    ],
  });
}

/** Completion: escrow -> the practitioner's earnings. */
export async function releaseEscrow(tx: DbOrTx, order: EscrowOrder, practitionerId: string): Promise<void> {
  const k = modeKinds(order.livemode);
  await postLedgerTransaction(tx, {
    kind: k.txn('order_release'),
    line: { code: 'order_release', params: { order_id: order.id } },
    description: `Escrow order ${order.id} dibayarkan ke praktisi`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: k.escrow, ownerId: order.id, amountIdr: -order.priceIdr },
      { kind: k.earnings, ownerId: practitionerId, amountIdr: order.priceIdr },
    ],
  });
}

/** Refund: escrow -> back to the deposit. */
export async function refundEscrow(tx: DbOrTx, order: EscrowOrder): Promise<void> {
  const k = modeKinds(order.livemode);
  await postLedgerTransaction(tx, {
    kind: k.txn('order_refund'),
    line: { code: 'order_refund', params: { order_id: order.id } },
    description: `Escrow order ${order.id} dikembalikan ke deposit`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: k.escrow, ownerId: order.id, amountIdr: -order.priceIdr },
      { kind: k.deposit, ownerId: order.organizationId, amountIdr: order.priceIdr },
    ],
  });
}
