import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import { loadOrderFiles, withLinks } from '~/server/domain/files/order-files';
import { orderMessages, orders, services } from '~/server/db/schema';
import { intakeLabeller } from './labelled-intake';
import { allowedActions } from './lifecycle';
import { HELD_BY_PRACTITIONER } from './status-groups';

/**
 * Orders a practitioner holds or has finished (newest activity first), with intake, messages and the
 * deliverable. An order they released is no longer theirs and is not listed.
 */
export async function listPractitionerOrders(options: {
  db: DbOrTx;
  practitionerId: string;
  limit?: number;
  /** Signs the files' download links for the practitioner; without, no links. */
  domain?: DomainContext;
}) {
  const { db, practitionerId, domain } = options;
  const rows = await db
    .select({ order: orders, serviceName: services.name })
    .from(orders)
    .innerJoin(services, eq(services.code, orders.serviceCode))
    .where(eq(orders.practitionerId, practitionerId))
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(options.limit ?? 100);
  const ids = rows.map((r) => r.order.id);
  const messages = ids.length
    ? await db
        .select()
        .from(orderMessages)
        .where(inArray(orderMessages.orderId, ids))
        .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id))
    : [];
  const attached = await loadOrderFiles(db, ids);
  const links = domain ? { domain, reader: { type: 'practitioner' as const, id: practitionerId } } : undefined;
  const label = await intakeLabeller(
    db,
    rows.map((r) => r.order.serviceCode),
  );
  return rows.map(({ order, serviceName }) => ({
    id: order.id,
    service: order.serviceCode,
    service_name: serviceName,
    status: order.status,
    active: HELD_BY_PRACTITIONER.includes(order.status),
    price_idr: order.priceIdr,
    sla_due_at: order.slaDueAt.toISOString(),
    intake: label(order.serviceCode, order.intake),
    deliverable: order.deliverable,
    messages: messages
      .filter((m) => m.orderId === order.id)
      .map((m) => ({ id: m.id, sender: m.sender, text: m.text, created_at: m.createdAt.toISOString() })),
    /** Intake, message and hand-in files, each with a link minted for this practitioner. */
    files: withLinks(
      attached.filter((f) => f.orderId === order.id),
      links,
    ),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    allowed_actions: allowedActions(order, { kind: 'practitioner', practitionerId }),
  }));
}
