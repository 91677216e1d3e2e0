/**
 * Codes of ledger transaction descriptions; the dashboard renders them per locale with their parameters
 * (order id, bank reference, invoice and case id). Test-mode transactions use the same codes.
 */
export const LEDGER_LINE_CODES = [
  'deposit_topup',
  'test_deposit_topup',
  'order_payment',
  'order_release',
  'order_refund',
  'invoice_payment',
  'practitioner_payout',
] as const;
export type LedgerLineCode = (typeof LEDGER_LINE_CODES)[number];

export type LedgerLineParams = { order_id?: string; reference?: string; invoice_id?: string; case_id?: string };
