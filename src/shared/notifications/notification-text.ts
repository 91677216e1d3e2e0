import { jakartaDateTime } from '~/shared/format/jakarta-time';
import { rupiah } from '~/shared/format/rupiah';
import type { NotificationKind, NotificationParams } from './kinds';
import { OPERATIONS_ALERT_NAMES } from './operations-alerts';

export type NotificationLocale = 'id' | 'en';

const money = (value: number | undefined) => rupiah(value ?? 0);

// Offer expiries are read by people in Indonesia: shown in Jakarta time, whatever the server's zone.
const jakartaTime = (iso: string | undefined, locale: NotificationLocale) => (iso ? jakartaDateTime(iso, locale) : '');

/**
 * What happened (title and fact, led by what a person recognises) and, when someone must act, what to do;
 * `done` is what replaces the ask once it is handled, where the general words would not fit.
 */
type Parts = { title: string; fact: string; ask?: string; done?: string };
type Render = (p: NotificationParams) => Parts;

// Ids come last, in brackets: people recognise the service, the organization and the amount first.
const orderRef = (p: NotificationParams) => `(order ${p.orderId})`;
const alertName = (p: NotificationParams, locale: NotificationLocale) =>
  p.alert ? OPERATIONS_ALERT_NAMES[locale][p.alert] : '';
const from = (p: NotificationParams) => (p.organization ? ` · ${p.organization}` : '');

const TEXT: Record<NotificationLocale, Record<NotificationKind, Render>> = {
  id: {
    offer_new: (p) => ({
      title: `Penawaran baru: ${p.service} · ${money(p.priceIdr)}`,
      fact: `${p.service}${from(p)} seharga ${money(p.priceIdr)} ditawarkan kepada Anda ${orderRef(p)}.`,
      ask: `Ambil sebelum ${jakartaTime(p.expiresAt, 'id')}.`,
    }),
    order_awaiting_approval: (p) => ({
      title: `Perlu persetujuan: ${p.service} · ${money(p.priceIdr)}`,
      fact: `Order ${p.service} seharga ${money(p.priceIdr)} di atas ambang persetujuan ${p.organization} ${orderRef(p)}.`,
      ask: 'Setujui atau tolak.',
    }),
    practitioner_question: (p) => ({
      title: `Praktisi bertanya: ${p.service}`,
      fact: `Praktisi membutuhkan data untuk ${p.service} ${orderRef(p)}. Pertanyaannya: “${p.excerpt}”`,
      ask: 'Balas di halaman order.',
    }),
    client_replied: (p) => ({
      title: `Klien membalas: ${p.service}${from(p)}`,
      fact: `${p.organization} menjawab pertanyaan Anda tentang ${p.service} ${orderRef(p)}: “${p.excerpt}”`,
      ask: 'Lanjutkan pekerjaan.',
    }),
    revision_requested: (p) => ({
      title: `Revisi diminta: ${p.service}${from(p)}`,
      fact: `${p.organization} meminta revisi hasil ${p.service} ${orderRef(p)}: “${p.excerpt}”`,
      ask: 'Perbaiki dan serahkan lagi.',
    }),
    delivery_ready: (p) => ({
      title: `Hasil siap diperiksa: ${p.service}`,
      fact: `Praktisi menyerahkan hasil ${p.service} ${orderRef(p)}.`,
      ask: 'Terima hasil, minta revisi, atau ajukan sengketa.',
    }),
    work_accepted: (p) => ({
      title: `Hasil diterima: ${p.service} · ${money(p.priceIdr)} dibayarkan`,
      fact: `${p.organization} menerima hasil ${p.service}; ${money(p.priceIdr)} masuk ke pendapatan Anda ${orderRef(p)}.`,
    }),
    dispute_opened: (p) => ({
      title: `Sengketa dibuka: ${p.service}${from(p)}`,
      fact: `Sengketa atas ${p.service} seharga ${money(p.priceIdr)} dibuka ${orderRef(p)}: “${p.excerpt}”`,
      ask: 'Menunggu keputusan operator.',
    }),
    dispute_resolved: (p) => ({
      title: `Sengketa diputus: ${p.service}`,
      fact:
        p.outcome === 'praktisi'
          ? `Operator memutus sengketa ${p.service} untuk praktisi; ${money(p.priceIdr)} dibayarkan kepada praktisi ${orderRef(p)}.`
          : `Operator memutus sengketa ${p.service} untuk klien; ${money(p.priceIdr)} dikembalikan ke deposit ${orderRef(p)}.`,
    }),
    bid_new: (p) => ({
      title: `Penawaran jasa baru: ${money(p.amountIdr)} dari ${p.person}`,
      fact: `${p.person} menawar ${money(p.amountIdr)} untuk kasus Anda (kasus ${p.caseId}).`,
      ask: 'Bandingkan penawaran dan pilih satu.',
    }),
    bid_selected: (p) => ({
      title: `Penawaran Anda dipilih: ${money(p.amountIdr)}${from(p)}`,
      fact: `${p.organization} memilih penawaran Anda sebesar ${money(p.amountIdr)} (kasus ${p.caseId}). Pekerjaan dimulai setelah invoice dibayar.`,
    }),
    invoice_issued: (p) => ({
      title: `Invoice ${money(p.amountIdr)} menunggu pembayaran`,
      fact: `Invoice sebesar ${money(p.amountIdr)} untuk kasus ${p.caseId} terbit (invoice ${p.invoiceId}).`,
      ask: 'Bayar sesuai instruksi di halaman kasus.',
    }),
    invoice_paid: (p) => ({
      title: `Invoice lunas: ${money(p.amountIdr)}`,
      fact: `Pembayaran ${money(p.amountIdr)} untuk kasus ${p.caseId} sudah diterima (invoice ${p.invoiceId}).`,
    }),
    deposit_credited: (p) => ({
      title: `Deposit masuk: ${money(p.amountIdr)} · ${p.organization}`,
      fact: `Transfer ${money(p.amountIdr)} dicatat ke deposit ${p.organization} (referensi ${p.reference}).`,
    }),
    order_receipt: (p) => ({
      title: `Kwitansi ${p.paperNumber}: ${p.service} · ${money(p.priceIdr)}`,
      fact: `Order ${p.service} seharga ${money(p.priceIdr)} dibayar dari deposit ${p.organization} ${orderRef(p)}. Kwitansi ${p.paperNumber} (PDF) dapat diunduh lewat tautan ini.`,
    }),
    application_submitted: (p) => ({
      title: `Permohonan organisasi baru: ${p.organization}`,
      fact: `${p.organization} mendaftar dan menunggu pemeriksaan (${p.organizationId}).`,
      ask: 'Setujui atau tolak permohonannya.',
    }),
    organization_approved: (p) => ({
      title: `${p.organization} disetujui`,
      fact: `Operator menyetujui ${p.organization}: Anda kini bisa memesan layanan dan membuat kunci API live.`,
    }),
    invitation_accepted: (p) => ({
      title: `${p.person} bergabung dengan ${p.organization}`,
      fact: `${p.person} menerima undangan Anda dan kini menjadi anggota ${p.organization}.`,
    }),
    app_connected: (p) => ({
      title: `${p.client} terhubung ke ${p.organization}`,
      fact: `${p.person} memberi izin kepada aplikasi ${p.client} untuk memakai ${p.organization} lewat OAuth. Jika Anda tidak mengenalnya, putuskan di halaman API key.`,
    }),
    operations_alert: (p) => ({
      title: `Peringatan operasi: ${alertName(p, 'id')}`,
      fact: `${alertName(p, 'id')}: ${p.value} (batas ${p.threshold}). Anda tidak diberi tahu lagi sampai peringatan ini padam lalu menyala kembali.`,
      ask: 'Periksa papan operasi.',
      done: 'Peringatan ini sudah padam; tidak ada yang perlu dilakukan lagi.',
    }),
  },
  en: {
    offer_new: (p) => ({
      title: `New offer: ${p.service} · ${money(p.priceIdr)}`,
      fact: `${p.service}${from(p)} at ${money(p.priceIdr)} is offered to you ${orderRef(p)}.`,
      ask: `Take it before ${jakartaTime(p.expiresAt, 'en')}.`,
    }),
    order_awaiting_approval: (p) => ({
      title: `Needs approval: ${p.service} · ${money(p.priceIdr)}`,
      fact: `An order for ${p.service} at ${money(p.priceIdr)} is above ${p.organization}'s approval threshold ${orderRef(p)}.`,
      ask: 'Approve or reject it.',
    }),
    practitioner_question: (p) => ({
      title: `The practitioner asked: ${p.service}`,
      fact: `The practitioner needs information for ${p.service} ${orderRef(p)}. The question: “${p.excerpt}”`,
      ask: 'Reply on the order page.',
    }),
    client_replied: (p) => ({
      title: `The client replied: ${p.service}${from(p)}`,
      fact: `${p.organization} answered your question about ${p.service} ${orderRef(p)}: “${p.excerpt}”`,
      ask: 'Carry on with the work.',
    }),
    revision_requested: (p) => ({
      title: `Revision requested: ${p.service}${from(p)}`,
      fact: `${p.organization} asked for a revision of ${p.service} ${orderRef(p)}: “${p.excerpt}”`,
      ask: 'Fix it and hand it in again.',
    }),
    delivery_ready: (p) => ({
      title: `Delivery ready for review: ${p.service}`,
      fact: `The practitioner handed in the result of ${p.service} ${orderRef(p)}.`,
      ask: 'Accept it, ask for a revision, or open a dispute.',
    }),
    work_accepted: (p) => ({
      title: `Work accepted: ${p.service} · ${money(p.priceIdr)} paid`,
      fact: `${p.organization} accepted ${p.service}; ${money(p.priceIdr)} goes to your earnings ${orderRef(p)}.`,
    }),
    dispute_opened: (p) => ({
      title: `Dispute opened: ${p.service}${from(p)}`,
      fact: `A dispute over ${p.service} at ${money(p.priceIdr)} was opened ${orderRef(p)}: “${p.excerpt}”`,
      ask: "Awaiting an operator's decision.",
    }),
    dispute_resolved: (p) => ({
      title: `Dispute decided: ${p.service}`,
      fact:
        p.outcome === 'praktisi'
          ? `An operator decided the dispute over ${p.service} for the practitioner; ${money(p.priceIdr)} is paid to the practitioner ${orderRef(p)}.`
          : `An operator decided the dispute over ${p.service} for the client; ${money(p.priceIdr)} goes back to the deposit ${orderRef(p)}.`,
    }),
    bid_new: (p) => ({
      title: `New bid: ${money(p.amountIdr)} from ${p.person}`,
      fact: `${p.person} bid ${money(p.amountIdr)} on your case (case ${p.caseId}).`,
      ask: 'Compare the bids and select one.',
    }),
    bid_selected: (p) => ({
      title: `Your bid was selected: ${money(p.amountIdr)}${from(p)}`,
      fact: `${p.organization} selected your bid of ${money(p.amountIdr)} (case ${p.caseId}). Work starts once the invoice is paid.`,
    }),
    invoice_issued: (p) => ({
      title: `Invoice of ${money(p.amountIdr)} awaits payment`,
      fact: `An invoice of ${money(p.amountIdr)} for case ${p.caseId} was issued (invoice ${p.invoiceId}).`,
      ask: 'Pay it as the case page explains.',
    }),
    invoice_paid: (p) => ({
      title: `Invoice paid: ${money(p.amountIdr)}`,
      fact: `The payment of ${money(p.amountIdr)} for case ${p.caseId} has been received (invoice ${p.invoiceId}).`,
    }),
    deposit_credited: (p) => ({
      title: `Deposit credited: ${money(p.amountIdr)} · ${p.organization}`,
      fact: `A transfer of ${money(p.amountIdr)} was credited to ${p.organization}'s deposit (reference ${p.reference}).`,
    }),
    order_receipt: (p) => ({
      title: `Receipt ${p.paperNumber}: ${p.service} · ${money(p.priceIdr)}`,
      fact: `The order for ${p.service} at ${money(p.priceIdr)} was paid from ${p.organization}'s deposit ${orderRef(p)}. Receipt ${p.paperNumber} (PDF) can be downloaded from this link.`,
    }),
    application_submitted: (p) => ({
      title: `New organization application: ${p.organization}`,
      fact: `${p.organization} signed up and awaits review (${p.organizationId}).`,
      ask: 'Approve or reject the application.',
    }),
    organization_approved: (p) => ({
      title: `${p.organization} is approved`,
      fact: `An operator approved ${p.organization}: you can now order services and create live API keys.`,
    }),
    invitation_accepted: (p) => ({
      title: `${p.person} joined ${p.organization}`,
      fact: `${p.person} accepted your invitation and is now a member of ${p.organization}.`,
    }),
    app_connected: (p) => ({
      title: `${p.client} connected to ${p.organization}`,
      fact: `${p.person} allowed the app ${p.client} to use ${p.organization} by OAuth. If you do not recognise it, disconnect it on the API keys page.`,
    }),
    operations_alert: (p) => ({
      title: `Operations alert: ${alertName(p, 'en')}`,
      fact: `${alertName(p, 'en')}: ${p.value} (threshold ${p.threshold}). You are not told again until this alert clears and fires again.`,
      ask: 'Look at the operations board.',
      done: 'This alert has cleared; nothing left to do.',
    }),
  },
};

const HANDLED: Record<NotificationLocale, string> = {
  id: 'Sudah ditangani; tidak ada yang perlu dilakukan lagi.',
  en: 'Already handled; nothing left to do.',
};

/** Kinds that ask someone to act; the others only tell. */
export function asksForAction(kind: NotificationKind): boolean {
  return TEXT.id[kind]({}).ask !== undefined;
}

/**
 * A notification's title and text in one language, from its stored kind and facts. Once its action is done
 * (`handled`), the text says so instead of asking.
 */
export function notificationText(
  locale: NotificationLocale,
  kind: NotificationKind,
  params: NotificationParams,
  options: { handled?: boolean } = {},
): { title: string; body: string } {
  const { title, fact, ask, done } = TEXT[locale][kind](params);
  if (!ask) return { title, body: fact };
  return { title, body: `${fact} ${options.handled ? (done ?? HANDLED[locale]) : ask}` };
}

/** Names of the kinds, for the settings page. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationLocale, Record<NotificationKind, string>> = {
  id: {
    offer_new: 'Penawaran order baru (praktisi)',
    order_awaiting_approval: 'Order menunggu persetujuan',
    practitioner_question: 'Pertanyaan praktisi',
    client_replied: 'Balasan klien (praktisi)',
    revision_requested: 'Permintaan revisi (praktisi)',
    delivery_ready: 'Hasil siap diperiksa',
    work_accepted: 'Hasil diterima dan dibayar (praktisi)',
    dispute_opened: 'Sengketa dibuka',
    dispute_resolved: 'Sengketa diputus',
    bid_new: 'Penawaran jasa atas kasus',
    bid_selected: 'Penawaran jasa dipilih (praktisi)',
    invoice_issued: 'Invoice terbit',
    invoice_paid: 'Invoice lunas',
    deposit_credited: 'Deposit masuk',
    order_receipt: 'Kwitansi order dibayar (owner, e-mail bila dipilih)',
    application_submitted: 'Permohonan organisasi (operator)',
    organization_approved: 'Organisasi disetujui',
    invitation_accepted: 'Undangan diterima',
    app_connected: 'Aplikasi terhubung',
    operations_alert: 'Peringatan papan operasi (operator)',
  },
  en: {
    offer_new: 'New order offers (practitioners)',
    order_awaiting_approval: 'Orders awaiting approval',
    practitioner_question: "Practitioners' questions",
    client_replied: "Clients' replies (practitioners)",
    revision_requested: 'Revision requests (practitioners)',
    delivery_ready: 'Deliveries ready for review',
    work_accepted: 'Work accepted and paid (practitioners)',
    dispute_opened: 'Disputes opened',
    dispute_resolved: 'Disputes decided',
    bid_new: 'Bids on cases',
    bid_selected: 'Bids selected (practitioners)',
    invoice_issued: 'Invoices issued',
    invoice_paid: 'Invoices paid',
    deposit_credited: 'Deposits credited',
    order_receipt: 'Receipts of paid orders (owners; e-mail when chosen)',
    application_submitted: 'Organization applications (operators)',
    organization_approved: 'Organization approved',
    invitation_accepted: 'Invitations accepted',
    app_connected: 'Apps connected',
    operations_alert: 'Operations board alerts (operators)',
  },
};
