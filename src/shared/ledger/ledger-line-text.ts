import type { LedgerLineCode, LedgerLineParams } from './ledger-lines';

export type LedgerLineLocale = 'id' | 'en';

/**
 * Ledger transaction descriptions by code, `{…}` being the line's parameters: one table for the dashboard and
 * the papers, so a statement and the deposit page word a movement alike.
 */
const LEDGER_LINE_WORDS: Record<LedgerLineLocale, Record<LedgerLineCode, string>> = {
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

/** A ledger line in the reader's language; rows older than the codes keep their stored (Indonesian) text. */
export function ledgerLineText(
  locale: LedgerLineLocale,
  code: LedgerLineCode | null,
  params: LedgerLineParams | null,
  fallback: string,
): string {
  const template = code ? LEDGER_LINE_WORDS[locale][code] : undefined;
  if (!template) return fallback;
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    String((params as Record<string, string | undefined> | null)?.[name] ?? ''),
  );
}
