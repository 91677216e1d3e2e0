import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { offers, orders } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

/**
 * Whether a practitioner may act on an order at all, before the move itself checks state under lock:
 * `offer` moves need an offer of that order made to them; `held` moves need the order in their hands.
 * Anything else is someone else's order: 403 FORBIDDEN (an unknown id is 404).
 */
export async function requirePractitionerOrderAccess(options: {
  db: DbOrTx;
  orderId: string;
  practitionerId: string;
  kind: 'offer' | 'held';
}) {
  const { db, orderId, practitionerId, kind } = options;
  const [order] = await db
    .select({ id: orders.id, practitionerId: orders.practitionerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('NOT_FOUND', `Order ${orderId} tidak ditemukan.`);
  if (kind === 'held') {
    if (order.practitionerId !== practitionerId)
      throw new AppError('FORBIDDEN', `Order ${orderId} tidak dipegang oleh Anda.`);
    return;
  }
  const [offer] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.orderId, orderId), eq(offers.practitionerId, practitionerId)))
    .limit(1);
  if (!offer) throw new AppError('FORBIDDEN', `Order ${orderId} tidak ditawarkan kepada Anda.`);
}
