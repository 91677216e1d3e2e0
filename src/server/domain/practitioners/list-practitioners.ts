import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { practitionerServices, practitioners, user } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { HELD_BY_PRACTITIONER } from '~/server/domain/orders/status-groups';

const held = sql.raw(HELD_BY_PRACTITIONER.map((s) => `'${s}'`).join(','));

/** Practitioners with their sign-in e-mail (or the address their claim link went to), qualified services and orders in hand (operator view). */
export async function listPractitioners(options: { db: DbOrTx }) {
  const { db } = options;
  const at = now().toISOString();
  const rows = await db
    .select({
      id: practitioners.id,
      name: practitioners.displayName,
      accountEmail: user.email,
      // The newest claim: the address an unclaimed record was added for, and how its link stands.
      claimEmail: sql<
        string | null
      >`(select c.email from practitioner_claim c where c.practitioner_id = ${practitioners.id} order by c.created_at desc limit 1)`,
      claimStatus: sql<
        string | null
      >`(select case when c.status = 'pending' and c.expires_at <= ${at}::timestamptz then 'expired' else c.status end from practitioner_claim c where c.practitioner_id = ${practitioners.id} order by c.created_at desc limit 1)`,
      active: practitioners.active,
      lastOfferedAt: practitioners.lastOfferedAt,
      createdAt: practitioners.createdAt,
      openOrders: sql<number>`(select count(*)::int from "order" o where o.practitioner_id = ${practitioners.id} and o.status in (${held}))`,
    })
    .from(practitioners)
    .leftJoin(user, eq(user.id, practitioners.userId))
    // The built-in simulated practitioner of test mode is no one staff manage.
    .where(eq(practitioners.simulated, false))
    .orderBy(asc(practitioners.displayName), asc(practitioners.id));
  const qualified = await db.select().from(practitionerServices).orderBy(asc(practitionerServices.serviceCode));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.accountEmail ?? r.claimEmail,
    claimed: r.accountEmail !== null,
    claim_status:
      r.accountEmail !== null
        ? ('claimed' as const)
        : ((r.claimStatus ?? 'revoked') as 'pending' | 'expired' | 'revoked'),
    active: r.active,
    services: qualified.filter((q) => q.practitionerId === r.id).map((q) => q.serviceCode),
    open_orders: Number(r.openOrders),
    last_offered_at: r.lastOfferedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
