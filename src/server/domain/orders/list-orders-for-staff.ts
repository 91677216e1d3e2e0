import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orderMessages, orders, organization, practitioners, services, type OrderStatus } from '~/server/db/schema';
import { allowedActions } from './lifecycle';

/**
 * Orders in the given states across all organizations, for operators (disputes, cancellations): who
 * ordered, who holds it, the messages (a dispute's reason is the client's last message) and the
 * deliverable. The intake is left out: operators decide on the exchange, not on the client's data. Live orders only.
 */
export async function listOrdersForStaff(options: { db: DbOrTx; statuses: readonly OrderStatus[]; limit?: number }) {
  const { db, statuses } = options;
  if (statuses.length === 0) return [];
  const rows = await db
    .select({
      order: orders,
      organizationName: organization.name,
      serviceName: services.name,
      practitionerName: practitioners.displayName,
    })
    .from(orders)
    .innerJoin(organization, eq(organization.id, orders.organizationId))
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .leftJoin(practitioners, eq(practitioners.id, orders.practitionerId))
    // Test orders are no one's work: never in staff queues.
    .where(and(inArray(orders.status, [...statuses]), eq(orders.livemode, true)))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(options.limit ?? 200);
  const ids = rows.map((r) => r.order.id);
  const messages = ids.length
    ? await db
        .select()
        .from(orderMessages)
        .where(inArray(orderMessages.orderId, ids))
        .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id))
    : [];
  return rows.map(({ order, organizationName, serviceName, practitionerName }) => ({
    id: order.id,
    organization_id: order.organizationId,
    organization_name: organizationName,
    service: order.serviceCode,
    service_name: serviceName,
    status: order.status,
    price_idr: order.priceIdr,
    practitioner_id: order.practitionerId,
    practitioner_name: practitionerName,
    deliverable: order.deliverable,
    messages: messages
      .filter((m) => m.orderId === order.id)
      .map((m) => ({ id: m.id, sender: m.sender, text: m.text, created_at: m.createdAt.toISOString() })),
    sla_due_at: order.slaDueAt.toISOString(),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    allowed_actions: allowedActions(order, { kind: 'operator' }),
  }));
}
