import type { DbOrTx } from '~/server/db/client';
import { postLedgerTransaction } from './post-transaction';

type EscrowOrder = { id: string; organizationId: string; priceIdr: number };

/** Payment: deposit -> this order's escrow. */
export async function chargeEscrow(tx: DbOrTx, order: EscrowOrder): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'order_payment',
    description: `Pembayaran order ${order.id} ke escrow`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: 'deposit', ownerId: order.organizationId, amountIdr: -order.priceIdr },
      { kind: 'escrow', ownerId: order.id, amountIdr: order.priceIdr },
    ],
  });
}

/** Completion: escrow -> the practitioner's earnings. */
export async function releaseEscrow(tx: DbOrTx, order: EscrowOrder, practitionerId: string): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'order_release',
    description: `Escrow order ${order.id} dibayarkan ke praktisi`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: 'escrow', ownerId: order.id, amountIdr: -order.priceIdr },
      { kind: 'earnings', ownerId: practitionerId, amountIdr: order.priceIdr },
    ],
  });
}

/** Refund: escrow -> back to the deposit. */
export async function refundEscrow(tx: DbOrTx, order: EscrowOrder): Promise<void> {
  await postLedgerTransaction(tx, {
    kind: 'order_refund',
    description: `Escrow order ${order.id} dikembalikan ke deposit`,
    organizationId: order.organizationId,
    orderId: order.id,
    legs: [
      { kind: 'escrow', ownerId: order.id, amountIdr: -order.priceIdr },
      { kind: 'deposit', ownerId: order.organizationId, amountIdr: order.priceIdr },
    ],
  });
}
