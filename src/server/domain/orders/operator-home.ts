import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { offers, orders, organization, services } from '~/server/db/schema';
import { statesAllowing } from './lifecycle';

/** Orders still looking for a practitioner. */
const UNTAKEN = ['dibayar', 'ditawarkan'] as const;
/** Offers that ended without anyone taking the order. */
const LAPSED = ['ditolak', 'kedaluwarsa'] as const;
const LISTED = 5;

/**
 * What waits on the operator (live only): applications to review, disputes to decide, and orders whose
 * offers keep lapsing (declined or expired at least once and still untaken), the oldest first, with how
 * many offers lapsed. These are the orders an operator may have to cancel, or find a practitioner for.
 */
export async function operatorHome(options: { db: DbOrTx }) {
  const { db } = options;
  const [applications] = await db.select({ n: count() }).from(organization).where(eq(organization.status, 'pending'));
  const [disputes] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.livemode, true), inArray(orders.status, statesAllowing('putus_sengketa_untuk_klien'))));
  const lapsedOffers = countDistinct(offers.id);
  const lapsing = await db
    .select({
      id: orders.id,
      serviceName: services.name,
      organizationName: organization.name,
      status: orders.status,
      priceIdr: orders.priceIdr,
      createdAt: orders.createdAt,
      lapsed: lapsedOffers,
    })
    .from(orders)
    .innerJoin(offers, and(eq(offers.orderId, orders.id), inArray(offers.status, [...LAPSED])))
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .innerJoin(organization, eq(organization.id, orders.organizationId))
    .where(and(eq(orders.livemode, true), inArray(orders.status, [...UNTAKEN])))
    .groupBy(orders.id, services.name, organization.name)
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return {
    applications_pending: Number(applications?.n ?? 0),
    disputes_open: Number(disputes?.n ?? 0),
    lapsing_total: lapsing.length,
    lapsing_orders: lapsing.slice(0, LISTED).map((o) => ({
      id: o.id,
      service_name: o.serviceName,
      organization_name: o.organizationName,
      status: o.status,
      price_idr: o.priceIdr,
      lapsed_offers: Number(o.lapsed),
      created_at: o.createdAt.toISOString(),
    })),
  };
}
