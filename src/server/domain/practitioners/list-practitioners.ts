import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import {
  practitionerClaims,
  practitionerServices,
  practitioners,
  services,
  user,
  heldStatusList,
} from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { containsPattern } from '~/shared/dashboard/list-filter';

/** Which practitioners the operator's list shows: the active ones, the deactivated, or those not yet claimed (active or not). */
export type PractitionerListState = 'active' | 'inactive' | 'unclaimed';

/**
 * Practitioners with their sign-in e-mail (or the address their claim link went to), qualified services and orders
 * in hand (operator view), by name, a page at a time: optionally text in the name, id, either address or a
 * service's code or name, and one state.
 */
export async function listPractitioners(options: {
  db: DbOrTx;
  search?: string;
  state?: PractitionerListState;
  /** The last practitioner of the page before. */
  startingAfter?: string;
  limit?: number;
}) {
  const { db } = options;
  const limit = options.limit ?? 25;
  const at = now().toISOString();
  const pattern = options.search ? containsPattern(options.search) : null;
  let after;
  if (options.startingAfter) {
    const [cursor] = await db
      .select({ name: practitioners.displayName, id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.id, options.startingAfter));
    if (!cursor) throw new AppError('NOT_FOUND', `cursor: praktisi ${options.startingAfter} tidak ditemukan.`);
    after = sql`(${practitioners.displayName}, ${practitioners.id}) > (${cursor.name}, ${cursor.id})`;
  }
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
      lastOfferedAt: sql<
        string | null
      >`(select max(o.offered_at) from offer o where o.practitioner_id = ${practitioners.id})`,
      createdAt: practitioners.createdAt,
      openOrders: sql<number>`(select count(*)::int from "order" o where o.practitioner_id = ${practitioners.id} and o.status in (${heldStatusList}))`,
    })
    .from(practitioners)
    .leftJoin(user, eq(user.id, practitioners.userId))
    .where(
      and(
        // The built-in simulated practitioner of test mode is no one staff manage.
        eq(practitioners.simulated, false),
        options.state === 'active' ? eq(practitioners.active, true) : undefined,
        options.state === 'inactive' ? eq(practitioners.active, false) : undefined,
        options.state === 'unclaimed' ? isNull(practitioners.userId) : undefined,
        pattern
          ? or(
              ilike(practitioners.displayName, pattern),
              ilike(practitioners.id, pattern),
              ilike(user.email, pattern),
              inArray(
                practitioners.id,
                db
                  .select({ id: practitionerClaims.practitionerId })
                  .from(practitionerClaims)
                  .where(ilike(practitionerClaims.email, pattern)),
              ),
              inArray(
                practitioners.id,
                db
                  .select({ id: practitionerServices.practitionerId })
                  .from(practitionerServices)
                  .innerJoin(services, eq(services.code, practitionerServices.serviceCode))
                  .where(or(ilike(services.code, pattern), ilike(services.name, pattern))),
              ),
            )
          : undefined,
        after,
      ),
    )
    .orderBy(asc(practitioners.displayName), asc(practitioners.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const qualified = page.length
    ? await db
        .select()
        .from(practitionerServices)
        .where(
          inArray(
            practitionerServices.practitionerId,
            page.map((r) => r.id),
          ),
        )
        .orderBy(asc(practitionerServices.serviceCode))
    : [];
  const data = page.map((r) => ({
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
    last_offered_at: r.lastOfferedAt ? new Date(r.lastOfferedAt).toISOString() : null,
    created_at: r.createdAt.toISOString(),
  }));
  return { data, has_more: rows.length > limit };
}
