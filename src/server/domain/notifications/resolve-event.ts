import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import {
  apiKeys,
  bankTransfers,
  bids,
  cases,
  invitation,
  invoices,
  offers,
  orders,
  organization,
  practitioners,
  services,
  user,
} from '~/server/db/schema';
import type { NotificationKind, NotificationParams } from '~/shared/notifications/kinds';
import type { NotifyPayload } from './notification-jobs';
import { findPaper } from '~/server/domain/papers/issue-paper';
import { offerLink } from '~/server/domain/offers/offer-notice';
import {
  operators,
  organizationManagers,
  ownersWhoChose,
  personById,
  practitionerPerson,
  type Recipient,
} from './recipients';

/** `mailPath`: where the e-mail links when it is not the in-app link's page (a receipt's PDF). */
export type ResolvedEvent = {
  params: NotificationParams;
  to: { recipient: Recipient; linkPath: string; mailPath?: string }[];
};

const EXCERPT = 200;

async function serviceName(db: DbOrTx, code: string) {
  const [row] = await db.select({ name: services.name }).from(services).where(eq(services.code, code));
  return row?.name ?? code;
}

async function organizationName(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return row?.name;
}

const orderPage = (organizationId: string, orderId: string) => `/org/${organizationId}/orders/${orderId}`;
const casePage = (organizationId: string, caseId: string) => `/org/${organizationId}/cases/${caseId}`;
const to = (people: Recipient[], linkPath: string) => people.map((recipient) => ({ recipient, linkPath }));

/** Who hears of an order's event: its organization's managers, its practitioner, the operators. */
const ORDER_AUDIENCE: Partial<Record<NotificationKind, ('managers' | 'practitioner' | 'operators')[]>> = {
  order_awaiting_approval: ['managers'],
  practitioner_question: ['managers'],
  delivery_ready: ['managers'],
  client_replied: ['practitioner'],
  revision_requested: ['practitioner'],
  work_accepted: ['practitioner'],
  dispute_opened: ['managers', 'practitioner', 'operators'],
  dispute_resolved: ['managers', 'practitioner'],
};

/**
 * An offer's notice is written with the offer since finding 106 (offers/offer-notice.ts); this serves the `notify`
 * jobs of `offer_new` a queue held when the service was upgraded.
 */
async function resolveOffer(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(eq(offers.id, event.offerId ?? ''));
  if (!offer) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, offer.orderId));
  if (!order?.livemode) return null;
  const params = {
    orderId: order.id,
    offerId: offer.id,
    service: await serviceName(db, order.serviceCode),
    organization: await organizationName(db, order.organizationId),
    priceIdr: order.priceIdr,
    expiresAt: offer.expiresAt.toISOString(),
  };
  return { params, to: to(await practitionerPerson(db, offer.practitionerId), offerLink(offer.id)) };
}

async function resolveInvoice(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.id, event.invoiceId ?? ''));
  if (!invoice) return null;
  const [owner] = await db.select({ livemode: cases.livemode }).from(cases).where(eq(cases.id, invoice.caseId));
  if (!owner?.livemode) return null;
  const params = { invoiceId: invoice.id, caseId: invoice.caseId, amountIdr: invoice.amountIdr };
  const people = await organizationManagers(db, invoice.organizationId);
  return { params, to: to(people, casePage(invoice.organizationId, invoice.caseId)) };
}

async function resolveBid(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [row] = await db
    .select({ bid: bids, kase: cases, practitionerName: practitioners.displayName })
    .from(bids)
    .innerJoin(cases, eq(cases.id, bids.caseId))
    .innerJoin(practitioners, eq(practitioners.id, bids.practitionerId))
    .where(eq(bids.id, event.bidId ?? ''));
  if (!row?.kase.livemode) return null;
  const params: NotificationParams = {
    caseId: row.kase.id,
    bidId: row.bid.id,
    amountIdr: row.bid.amountIdr,
    person: row.practitionerName,
    organization: await organizationName(db, row.kase.organizationId),
  };
  if (event.kind === 'bid_new')
    return {
      params,
      to: to(await organizationManagers(db, row.kase.organizationId), casePage(row.kase.organizationId, row.kase.id)),
    };
  return { params, to: to(await practitionerPerson(db, row.bid.practitionerId), '/praktisi/kasus') };
}

async function resolveOrganization(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const organizationId = event.organizationId ?? '';
  const name = await organizationName(db, organizationId);
  if (name === undefined) return null;
  const params: NotificationParams = { organization: name, organizationId };
  if (event.kind === 'application_submitted')
    return { params, to: to(await operators(db), '/staf/operator/permohonan') };
  if (event.kind === 'organization_approved')
    return { params, to: to(await organizationManagers(db, organizationId), `/org/${organizationId}`) };
  if (event.kind === 'app_connected') {
    // The grant (an api_key row named for its client) by its prefix, and who allowed it.
    const [grant] = await db
      .select({ client: apiKeys.name, organizationId: apiKeys.organizationId, person: user.name })
      .from(apiKeys)
      .leftJoin(user, eq(user.id, apiKeys.createdBy))
      .where(eq(apiKeys.prefix, event.reference ?? ''));
    if (!grant || grant.organizationId !== organizationId) return null;
    return {
      params: { ...params, client: grant.client, person: grant.person ?? '' },
      to: to(await organizationManagers(db, organizationId), `/org/${organizationId}/keys`),
    };
  }
  // deposit_credited: the transfer finance recorded, by its bank reference.
  const [transfer] = await db
    .select()
    .from(bankTransfers)
    .where(eq(bankTransfers.reference, event.reference ?? ''));
  if (!transfer || transfer.organizationId !== organizationId) return null;
  return {
    params: { ...params, amountIdr: transfer.amountIdr, reference: transfer.reference },
    to: to(await organizationManagers(db, organizationId), `/org/${organizationId}/deposit`),
  };
}

async function resolveInvitation(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [row] = await db
    .select()
    .from(invitation)
    .where(eq(invitation.id, event.invitationId ?? ''));
  if (!row) return null;
  const [joined] = event.actorUserId
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, event.actorUserId))
    : [];
  const params: NotificationParams = {
    organization: await organizationName(db, row.organizationId),
    organizationId: row.organizationId,
    person: joined?.name && joined.name !== joined.email ? `${joined.name} (${row.email})` : row.email,
  };
  return { params, to: to(await personById(db, row.inviterId), `/org/${row.organizationId}/members`) };
}

/**
 * A paid order's receipt, for the owners who asked for it by e-mail (only they are told, in-app too: a row per
 * paid order would bury everyone else's notifications). The receipt was issued before (see receiptFor).
 */
async function resolveReceipt(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, event.orderId ?? ''));
  if (!order?.livemode || !order.paidAt) return null;
  const paper = await findPaper(db, 'receipt', order.id, true);
  if (!paper) return null;
  const params: NotificationParams = {
    orderId: order.id,
    service: await serviceName(db, order.serviceCode),
    priceIdr: order.priceIdr,
    organization: await organizationName(db, order.organizationId),
    paperNumber: paper.number,
  };
  const people = await ownersWhoChose(db, order.organizationId, 'order_receipt');
  const page = orderPage(order.organizationId, order.id);
  return { params, to: people.map((recipient) => ({ recipient, linkPath: page, mailPath: `${page}/kwitansi` })) };
}

/** An alert of the operations board began firing: every operator, pointed at the board. */
async function resolveOperationsAlert(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  if (!event.alert) return null;
  const params: NotificationParams = {
    alert: event.alert.code,
    value: event.alert.value,
    threshold: event.alert.threshold,
    episode: event.alert.episode,
  };
  return { params, to: to(await operators(db), '/staf/operator/operasi') };
}

async function resolveOrder(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.id, event.orderId ?? ''));
  if (!order?.livemode) return null;
  const params: NotificationParams = {
    orderId: order.id,
    service: await serviceName(db, order.serviceCode),
    priceIdr: order.priceIdr,
    organization: await organizationName(db, order.organizationId),
    excerpt: event.text ? event.text.trim().slice(0, EXCERPT) : undefined,
    outcome: event.outcome,
  };
  const audience = ORDER_AUDIENCE[event.kind] ?? [];
  const people = [];
  if (audience.includes('managers'))
    people.push(...to(await organizationManagers(db, order.organizationId), orderPage(order.organizationId, order.id)));
  if (audience.includes('practitioner'))
    people.push(...to(await practitionerPerson(db, order.practitionerId), '/praktisi/order'));
  if (audience.includes('operators')) people.push(...to(await operators(db), '/staf/operator/sengketa'));
  return { params, to: people };
}

/**
 * Who is told of an event, with which facts and which page to open: read when the job runs (after commit).
 * Test-mode orders and cases tell nobody (their only practitioner is simulated; developers watch the API).
 */
export async function resolveEvent(db: DbOrTx, event: NotifyPayload): Promise<ResolvedEvent | null> {
  switch (event.kind) {
    case 'offer_new':
      return resolveOffer(db, event);
    case 'invoice_issued':
    case 'invoice_paid':
      return resolveInvoice(db, event);
    case 'bid_new':
    case 'bid_selected':
      return resolveBid(db, event);
    case 'application_submitted':
    case 'organization_approved':
    case 'deposit_credited':
    case 'app_connected':
      return resolveOrganization(db, event);
    case 'invitation_accepted':
      return resolveInvitation(db, event);
    case 'order_receipt':
      return resolveReceipt(db, event);
    case 'operations_alert':
      return resolveOperationsAlert(db, event);
    default:
      return resolveOrder(db, event);
  }
}
