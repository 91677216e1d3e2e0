import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { offers } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

/** Highest round this order has been offered in (0 before the first offer). */
export async function currentRound(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ round: max(offers.round) })
    .from(offers)
    .where(eq(offers.orderId, orderId));
  return row?.round ?? 0;
}

/** The live offer of an order, if any. */
export async function activeOffer(tx: DbOrTx, orderId: string) {
  const [offer] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.orderId, orderId), eq(offers.status, 'aktif')));
  return offer ?? null;
}

/** Ends the live offer (accepted, declined, expired, or the order left offering). */
export async function closeOffer(
  tx: DbOrTx,
  offerId: string,
  status: 'diterima' | 'ditolak' | 'kedaluwarsa' | 'dibatalkan',
): Promise<void> {
  await tx.update(offers).set({ status, respondedAt: now() }).where(eq(offers.id, offerId));
}
