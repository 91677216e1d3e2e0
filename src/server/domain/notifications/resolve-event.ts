import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { cases, invoices, offers, orders, organization, services } from '~/server/db/schema';
import type { NotificationParams } from '~/shared/notifications/kinds';
import type { NotifyPayload } from './notification-jobs';
import { organizationManagers, practitionerPerson, type Recipient } from './recipients';

export type ResolvedEvent = { params: NotificationParams; to: { recipient: Recipient; linkPath: string }[] };

const EXCERPT = 200;

async function serviceName(db: DbOrTx, code: string) {
  const [row] = await db.select({ name: services.name }).from(services).where(eq(services.code, code));
  return row?.name ?? code;
}

const orderPage = (organizationId: string, orderId: string) => `/org/${organizationId}/orders/${orderId}`;

/**
 * Who is told of an event, with which facts and which page to open: read when the job runs (after commit).
 * Test-mode orders and cases tell nobody (their only practitioner is simulated; developers watch the API).
 */
export async function resolveEvent(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  if (event.kind === 'offer_new') {
    const [offer] = await db
      .select()
      .from(offers)
      .where(eq(offers.id, event.offerId ?? ''));
    if (!offer) return null;
    const [order] = await db.select().from(orders).where(eq(orders.id, offer.orderId));
    if (!order?.livemode) return null;
    const params = {
      orderId: order.id,
      service: await serviceName(db, order.serviceCode),
      priceIdr: order.priceIdr,
      expiresAt: offer.expiresAt.toISOString(),
    };
    const people = await practitionerPerson(db, offer.practitionerId);
    return { params, to: people.map((recipient) => ({ recipient, linkPath: `/praktisi#offer-${offer.id}` })) };
  }

  if (event.kind === 'invoice_issued' || event.kind === 'invoice_paid') {
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, event.invoiceId ?? ''));
    if (!invoice) return null;
    const [owner] = await db.select({ livemode: cases.livemode }).from(cases).where(eq(cases.id, invoice.caseId));
    if (!owner?.livemode) return null;
    const params = { invoiceId: invoice.id, caseId: invoice.caseId, amountIdr: invoice.amountIdr };
    const linkPath = `/org/${invoice.organizationId}/cases/${invoice.caseId}`;
    const people = await organizationManagers(db, invoice.organizationId);
    return { params, to: people.map((recipient) => ({ recipient, linkPath })) };
  }

  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, event.orderId ?? ''));
  if (!order?.livemode) return null;
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, order.organizationId));
  const params: NotificationParams = {
    orderId: order.id,
    service: await serviceName(db, order.serviceCode),
    priceIdr: order.priceIdr,
    organization: org?.name,
    excerpt: event.text ? event.text.trim().slice(0, EXCERPT) : undefined,
    outcome: event.outcome,
  };
  const managers = (await organizationManagers(db, order.organizationId)).map((recipient) => ({
    recipient,
    linkPath: orderPage(order.organizationId, order.id),
  }));
  const disputed = event.kind === 'dispute_opened' || event.kind === 'dispute_resolved';
  const practitioner = disputed
    ? (await practitionerPerson(db, order.practitionerId)).map((recipient) => ({
        recipient,
        linkPath: '/praktisi/order',
      }))
    : [];
  return { params, to: [...managers, ...practitioner] };
}
