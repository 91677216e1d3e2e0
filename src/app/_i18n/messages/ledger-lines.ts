import type { LedgerLineCode } from '~/shared/ledger/ledger-lines';

/** Ledger transaction descriptions by code; `{…}` are the line's parameters. */
export const ledgerLines: { id: Record<LedgerLineCode, string>; en: Record<LedgerLineCode, string> } = {
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
