import type { DomainSettings } from '~/server/domain/context';
import { serviceBankAccount } from '~/server/domain/organizations/transfer-instructions';

/**
 * How to pay an unpaid invoice: the amount, the service's bank account (null while none is configured:
 * finance then sends the details by e-mail) and the reference to quote, the invoice id, by which finance marks
 * it paid. Null once the invoice is paid.
 */
export function invoicePayment(
  settings: DomainSettings,
  invoice: { id: string; amount_idr: number; status: string } | null,
) {
  if (!invoice || invoice.status !== 'belum_dibayar') return null;
  return { amount_idr: invoice.amount_idr, reference: invoice.id, account: serviceBankAccount(settings) };
}

export type InvoicePayment = NonNullable<ReturnType<typeof invoicePayment>>;
