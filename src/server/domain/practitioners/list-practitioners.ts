import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { practitionerServices, practitioners, user } from '../../db/schema';
import { HELD_BY_PRACTITIONER } from '../orders/order-status';

const held = sql.raw(HELD_BY_PRACTITIONER.map((s) => `'${s}'`).join(','));

/** Practitioners with their sign-in e-mail, qualified services and orders in hand (operator view). */
export async function listPractitioners(options: { db: DbOrTx }) {
  const { db } = options;
  const rows = await db
    .select({
      id: practitioners.id,
      name: practitioners.displayName,
      email: user.email,
      active: practitioners.active,
      lastOfferedAt: practitioners.lastOfferedAt,
      createdAt: practitioners.createdAt,
      openOrders: sql<number>`(select count(*)::int from "order" o where o.practitioner_id = ${practitioners.id} and o.status in (${held}))`,
    })
    .from(practitioners)
    .leftJoin(user, eq(user.id, practitioners.userId))
    .orderBy(asc(practitioners.displayName), asc(practitioners.id));
  const qualified = await db.select().from(practitionerServices).orderBy(asc(practitionerServices.serviceCode));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    active: r.active,
    services: qualified.filter((q) => q.practitionerId === r.id).map((q) => q.serviceCode),
    open_orders: Number(r.openOrders),
    last_offered_at: r.lastOfferedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
