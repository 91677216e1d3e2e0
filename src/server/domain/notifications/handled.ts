import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { cases, invoices, offers, operationsAlerts, orders, organization } from '~/server/db/schema';
import type { NotificationKind, NotificationParams } from '~/shared/notifications/kinds';

type Row = { id: string; kind: NotificationKind; params: NotificationParams };

/** The order status in which each order notification still asks its reader to act. */
const WAITING_ORDER_STATUS: Partial<Record<NotificationKind, string>> = {
  order_awaiting_approval: 'menunggu_bayar',
  practitioner_question: 'butuh_input_klien',
  client_replied: 'dikerjakan',
  revision_requested: 'dikerjakan',
  delivery_ready: 'diserahkan',
  dispute_opened: 'sengketa',
};

const ids = (rows: Row[], pick: (p: NotificationParams) => string | undefined) => [
  ...new Set(rows.map((r) => pick(r.params)).filter((v): v is string => !!v)),
];

/**
 * An alert's episode ended once the check found it clear (its row says not firing) or a later episode began. A
 * notification written before episodes were carried names none: it is done only while its alert is clear.
 */
function alertEnded(row: { firing: boolean; episode: number } | undefined, episode: number | undefined): boolean {
  if (!row) return false;
  return !row.firing || (episode !== undefined && row.episode > episode);
}

/**
 * The notifications whose action is done, read from the current state of what they are about (the order moved
 * on, the offer was answered or lapsed, the invoice was paid, the bid chosen, the application decided, the alert cleared), so a
 * notification stops asking however the thing was handled, and by whom.
 */
export async function handledNotifications(db: DbOrTx, rows: Row[]): Promise<Set<string>> {
  const orderIds = ids(rows, (p) => p.orderId);
  const offerIds = ids(rows, (p) => p.offerId);
  const invoiceIds = ids(rows, (p) => p.invoiceId);
  const caseIds = ids(rows, (p) => p.caseId);
  const orgIds = ids(rows, (p) => p.organizationId);
  const alertCodes = ids(rows, (p) => p.alert);
  const [orderRows, offerRows, invoiceRows, caseRows, orgRows, alertRows] = await Promise.all([
    orderIds.length
      ? db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, orderIds))
      : [],
    offerIds.length
      ? db.select({ id: offers.id, status: offers.status }).from(offers).where(inArray(offers.id, offerIds))
      : [],
    invoiceIds.length
      ? db.select({ id: invoices.id, status: invoices.status }).from(invoices).where(inArray(invoices.id, invoiceIds))
      : [],
    caseIds.length
      ? db.select({ id: cases.id, status: cases.status }).from(cases).where(inArray(cases.id, caseIds))
      : [],
    orgIds.length
      ? db
          .select({ id: organization.id, status: organization.status })
          .from(organization)
          .where(inArray(organization.id, orgIds))
      : [],
    alertCodes.length
      ? db
          .select({ code: operationsAlerts.code, firing: operationsAlerts.firing, episode: operationsAlerts.episode })
          .from(operationsAlerts)
          .where(inArray(operationsAlerts.code, alertCodes))
      : [],
  ]);
  const status = (list: { id: string; status: string }[]) => new Map(list.map((r) => [r.id, r.status]));
  const order = status(orderRows);
  const offer = status(offerRows);
  const invoice = status(invoiceRows);
  const kase = status(caseRows);
  const org = status(orgRows);
  const alert = new Map(alertRows.map((r) => [r.code, r]));
  const done = new Set<string>();
  for (const { id, kind, params: p } of rows) {
    const waiting = WAITING_ORDER_STATUS[kind];
    const handled =
      kind === 'offer_new'
        ? p.offerId
          ? offer.get(p.offerId) !== 'aktif'
          : order.get(p.orderId ?? '') !== 'ditawarkan'
        : kind === 'invoice_issued'
          ? invoice.get(p.invoiceId ?? '') === 'lunas'
          : kind === 'bid_new'
            ? kase.get(p.caseId ?? '') !== 'terbuka'
            : kind === 'application_submitted'
              ? org.get(p.organizationId ?? '') !== 'pending'
              : kind === 'operations_alert'
                ? alertEnded(alert.get(p.alert ?? ''), p.episode)
                : waiting !== undefined && order.get(p.orderId ?? '') !== waiting;
    if (handled) done.add(id);
  }
  return done;
}
