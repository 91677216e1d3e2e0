import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orderStatusHistory } from '~/server/db/schema';
import { activeOffer } from './current-offer';
import type { FileLinks } from '~/server/domain/files/order-files';
import { getOrder } from './load-order';

/** The order as staff (operators, the ops CLI) see it: the record, the live offer and every status change with its actor. */
export async function getOrderDetails(options: { db: DbOrTx; orderId: string; links?: FileLinks }) {
  const { db, orderId } = options;
  const order = await getOrder({ db, orderId, reach: 'platform', viewer: { kind: 'operator' }, links: options.links });
  const offer = await activeOffer(db, orderId);
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return {
    ...order,
    current_offer: offer
      ? { practitioner_id: offer.practitionerId, expires_at: offer.expiresAt.toISOString(), round: offer.round }
      : null,
    history: history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actor_type: h.actorType,
      actor_id: h.actorId,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
  };
}
