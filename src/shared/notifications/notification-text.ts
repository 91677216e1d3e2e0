import { jakartaDateTime } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import type { NotificationKind, NotificationParams } from './kinds';

export type NotificationLocale = 'id' | 'en';

const money = (value: number | undefined) => rupiah(value ?? 0);

// Offer expiries are read by people in Indonesia: shown in Jakarta time, whatever the server's zone.
const jakartaTime = (iso: string | undefined, locale: NotificationLocale) => (iso ? jakartaDateTime(iso, locale) : '');

type Text = { title: string; body: string };
type Render = (p: NotificationParams) => Text;

const TEXT: Record<NotificationLocale, Record<NotificationKind, Render>> = {
  id: {
    offer_new: (p) => ({
      title: `Penawaran baru: ${p.service}`,
      body: `Order ${p.orderId} untuk ${p.service} seharga ${money(p.priceIdr)} ditawarkan kepada Anda. Ambil sebelum ${jakartaTime(p.expiresAt, 'id')}.`,
    }),
    order_awaiting_approval: (p) => ({
      title: `Order menunggu persetujuan: ${p.service}`,
      body: `Order ${p.orderId} (${p.service}, ${money(p.priceIdr)}) di atas ambang persetujuan ${p.organization}. Setujui atau tolak.`,
    }),
    practitioner_question: (p) => ({
      title: `Praktisi bertanya tentang order ${p.orderId}`,
      body: `Praktisi membutuhkan data untuk ${p.service}. Balas di halaman order. Pertanyaannya: “${p.excerpt}”`,
    }),
    delivery_ready: (p) => ({
      title: `Hasil siap diperiksa: ${p.service}`,
      body: `Praktisi menyerahkan hasil order ${p.orderId}. Terima hasil, minta revisi, atau ajukan sengketa.`,
    }),
    dispute_opened: (p) => ({
      title: `Sengketa dibuka: order ${p.orderId}`,
      body: `Sengketa atas order ${p.orderId} (${p.service}) dibuka dan menunggu keputusan operator.`,
    }),
    dispute_resolved: (p) => ({
      title: `Sengketa diputus: order ${p.orderId}`,
      body:
        p.outcome === 'praktisi'
          ? `Operator memutus sengketa order ${p.orderId} untuk praktisi; ${money(p.priceIdr)} dibayarkan kepada praktisi.`
          : `Operator memutus sengketa order ${p.orderId} untuk klien; ${money(p.priceIdr)} dikembalikan ke deposit.`,
    }),
    invoice_issued: (p) => ({
      title: `Invoice terbit: ${p.invoiceId}`,
      body: `Invoice ${p.invoiceId} sebesar ${money(p.amountIdr)} untuk kasus ${p.caseId} menunggu pembayaran.`,
    }),
    invoice_paid: (p) => ({
      title: `Invoice lunas: ${p.invoiceId}`,
      body: `Pembayaran ${money(p.amountIdr)} untuk invoice ${p.invoiceId} (kasus ${p.caseId}) sudah diterima.`,
    }),
  },
  en: {
    offer_new: (p) => ({
      title: `New offer: ${p.service}`,
      body: `Order ${p.orderId} for ${p.service} at ${money(p.priceIdr)} is offered to you. Take it before ${jakartaTime(p.expiresAt, 'en')}.`,
    }),
    order_awaiting_approval: (p) => ({
      title: `Order awaiting approval: ${p.service}`,
      body: `Order ${p.orderId} (${p.service}, ${money(p.priceIdr)}) is above ${p.organization}'s approval threshold. Approve or reject it.`,
    }),
    practitioner_question: (p) => ({
      title: `The practitioner asked about order ${p.orderId}`,
      body: `The practitioner needs information for ${p.service}. Reply on the order page. The question: “${p.excerpt}”`,
    }),
    delivery_ready: (p) => ({
      title: `Delivery ready for review: ${p.service}`,
      body: `The practitioner handed in the result of order ${p.orderId}. Accept it, ask for a revision, or open a dispute.`,
    }),
    dispute_opened: (p) => ({
      title: `Dispute opened: order ${p.orderId}`,
      body: `A dispute over order ${p.orderId} (${p.service}) was opened and awaits an operator's decision.`,
    }),
    dispute_resolved: (p) => ({
      title: `Dispute decided: order ${p.orderId}`,
      body:
        p.outcome === 'praktisi'
          ? `An operator decided the dispute over order ${p.orderId} for the practitioner; ${money(p.priceIdr)} is paid to the practitioner.`
          : `An operator decided the dispute over order ${p.orderId} for the client; ${money(p.priceIdr)} goes back to the deposit.`,
    }),
    invoice_issued: (p) => ({
      title: `Invoice issued: ${p.invoiceId}`,
      body: `Invoice ${p.invoiceId} of ${money(p.amountIdr)} for case ${p.caseId} awaits payment.`,
    }),
    invoice_paid: (p) => ({
      title: `Invoice paid: ${p.invoiceId}`,
      body: `The payment of ${money(p.amountIdr)} for invoice ${p.invoiceId} (case ${p.caseId}) has been received.`,
    }),
  },
};

/** A notification's title and text in one language, from its stored kind and facts. */
export function notificationText(locale: NotificationLocale, kind: NotificationKind, params: NotificationParams): Text {
  return TEXT[locale][kind](params);
}

/** Names of the kinds, for the settings page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationLocale, Record<NotificationKind, string>> = {
  id: {
    offer_new: 'Penawaran order baru (praktisi)',
    order_awaiting_approval: 'Order menunggu persetujuan',
    practitioner_question: 'Pertanyaan praktisi',
    delivery_ready: 'Hasil siap diperiksa',
    dispute_opened: 'Sengketa dibuka',
    dispute_resolved: 'Sengketa diputus',
    invoice_issued: 'Invoice terbit',
    invoice_paid: 'Invoice lunas',
  },
  en: {
    offer_new: 'New order offers (practitioners)',
    order_awaiting_approval: 'Orders awaiting approval',
    practitioner_question: "Practitioners' questions",
    delivery_ready: 'Deliveries ready for review',
    dispute_opened: 'Disputes opened',
    dispute_resolved: 'Disputes decided',
    invoice_issued: 'Invoices issued',
    invoice_paid: 'Invoices paid',
  },
};
