import type { PaperLocale } from './pdf/pdf-paper';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';

const id = {
  receipt: 'KWITANSI PEMBAYARAN',
  refundNote: 'NOTA REFUND',
  invoice: 'INVOICE',
  invoiceReceipt: 'KWITANSI INVOICE',
  depositStatement: 'LAPORAN DEPOSIT',
  earningsStatement: 'LAPORAN PENDAPATAN',
  testMark: 'MODE UJI - BUKAN DOKUMEN SAH',
  receivedFrom: 'Diterima dari',
  refundedTo: 'Dikembalikan kepada',
  billedTo: 'Ditagihkan kepada',
  statementFor: 'Laporan untuk',
  issuedAt: 'Tanggal terbit',
  order: 'Order',
  service: 'Layanan',
  paidAt: 'Dibayar pada',
  refundedAt: 'Direfund pada',
  paidWith: 'Cara bayar',
  fromDeposit: 'Potong deposit (escrow)',
  description: 'Keterangan',
  amount: 'Jumlah',
  paymentOf: 'Pembayaran',
  refundOf: 'Refund',
  totalPaid: 'Total dibayar',
  totalRefunded: 'Total dikembalikan ke deposit',
  receiptNoteText:
    'Dana ditahan di escrow sampai order selesai; bila order dibatalkan, dana kembali ke deposit organisasi.',
  refundNoteText: 'Jumlah ini telah dikembalikan ke deposit organisasi dan dapat dipakai untuk order berikutnya.',
  verify: 'Periksa keaslian dokumen ini di',
  period: 'Periode',
  date: 'Tanggal',
  reference: 'Referensi',
  movement: 'Mutasi',
  balance: 'Saldo',
  openingBalance: 'Saldo awal',
  closingBalance: 'Saldo akhir',
  escrowAtEnd: 'Dana di escrow pada akhir periode',
  totalIn: 'Total masuk',
  totalOut: 'Total keluar',
  noMovements: 'Tidak ada mutasi pada periode ini.',
  provisional: 'SEMENTARA',
  invoiceId: 'Invoice',
  caseId: 'Kasus',
  practitioner: 'Praktisi',
  status: 'Status',
  paid: 'Lunas',
  unpaid: 'Belum dibayar',
  caseFee: 'Jasa hukum kasus',
  totalDue: 'Total tagihan',
  payTo: 'Bayar dengan transfer ke',
  provisionalNote: 'Laporan sementara: bulan ini belum berakhir. Laporan bernomor terbit setelah akhir bulan.',
};

export type PaperWords = typeof id;

const en: PaperWords = {
  receipt: 'PAYMENT RECEIPT',
  refundNote: 'REFUND NOTE',
  invoice: 'INVOICE',
  invoiceReceipt: 'INVOICE RECEIPT',
  depositStatement: 'DEPOSIT STATEMENT',
  earningsStatement: 'EARNINGS STATEMENT',
  testMark: 'TEST MODE - NOT A VALID DOCUMENT',
  receivedFrom: 'Received from',
  refundedTo: 'Refunded to',
  billedTo: 'Billed to',
  statementFor: 'Statement for',
  issuedAt: 'Issued',
  order: 'Order',
  service: 'Service',
  paidAt: 'Paid',
  refundedAt: 'Refunded',
  paidWith: 'Paid with',
  fromDeposit: 'Deposit (held in escrow)',
  description: 'Description',
  amount: 'Amount',
  paymentOf: 'Payment for',
  refundOf: 'Refund of',
  totalPaid: 'Total paid',
  totalRefunded: 'Total returned to the deposit',
  receiptNoteText:
    'The money is held in escrow until the order is completed; if the order is cancelled it returns to the deposit.',
  refundNoteText: "This amount was returned to the organization's deposit and can be used for later orders.",
  verify: 'Verify this document at',
  period: 'Period',
  date: 'Date',
  reference: 'Reference',
  movement: 'Movement',
  balance: 'Balance',
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  escrowAtEnd: 'Held in escrow at the end of the period',
  totalIn: 'Total in',
  totalOut: 'Total out',
  noMovements: 'No movements in this period.',
  provisional: 'PROVISIONAL',
  invoiceId: 'Invoice',
  caseId: 'Case',
  practitioner: 'Practitioner',
  status: 'Status',
  paid: 'Paid',
  unpaid: 'Unpaid',
  caseFee: 'Legal fee for case',
  totalDue: 'Total due',
  payTo: 'Pay by bank transfer to',
  provisionalNote:
    'Provisional statement: the month has not ended. The numbered statement is issued after the month ends.',
};

export const paperWords = (locale: PaperLocale): PaperWords => (locale === 'en' ? en : id);

/** The ledger's line codes worded for papers (the dashboard words them alike, src/app/_i18n). */
const LEDGER_LINES: Record<PaperLocale, Record<LedgerLineCode, string>> = {
  id: {
    deposit_topup: 'Transfer bank {reference}',
    test_deposit_topup: 'Top-up deposit uji (mode uji)',
    order_payment: 'Pembayaran order {order_id} ke escrow',
    order_release: 'Escrow order {order_id} dibayarkan ke praktisi',
    order_refund: 'Escrow order {order_id} dikembalikan ke deposit',
    invoice_payment: 'Pembayaran invoice {invoice_id} (kasus {case_id})',
    practitioner_payout: 'Dibayarkan ke praktisi, transfer {reference}',
  },
  en: {
    deposit_topup: 'Bank transfer {reference}',
    test_deposit_topup: 'Test deposit top-up (test mode)',
    order_payment: 'Payment of order {order_id} into escrow',
    order_release: 'Escrow of order {order_id} paid to the practitioner',
    order_refund: 'Escrow of order {order_id} returned to the deposit',
    invoice_payment: 'Payment of invoice {invoice_id} (case {case_id})',
    practitioner_payout: 'Paid out to the practitioner, transfer {reference}',
  },
};

/** A ledger line in the paper's language; rows older than the codes keep their Indonesian text. */
export function ledgerLineText(
  locale: PaperLocale,
  code: LedgerLineCode | null,
  params: LedgerLineParams | null,
  fallback: string,
): string {
  if (!code) return fallback;
  return LEDGER_LINES[locale][code].replace(/\{(\w+)\}/g, (_, name: string) =>
    String((params as Record<string, string | undefined> | null)?.[name] ?? ''),
  );
}
