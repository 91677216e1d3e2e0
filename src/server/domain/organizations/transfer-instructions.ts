/**
 * Where an organization sends money to top up its deposit. The bank account is the service's; the
 * organization id in the transfer note is how finance credits the right deposit. The account can be set
 * per deployment with SERVICE_BANK_NAME, SERVICE_BANK_ACCOUNT_NUMBER and SERVICE_BANK_ACCOUNT_NAME.
 */
export function transferInstructions(organizationId: string) {
  return {
    bank_name: process.env.SERVICE_BANK_NAME?.trim() || 'Bank Central Asia (BCA)',
    account_number: process.env.SERVICE_BANK_ACCOUNT_NUMBER?.trim() || '000-000-0000',
    account_name: process.env.SERVICE_BANK_ACCOUNT_NAME?.trim() || 'PT Agent Order Service',
    currency: 'IDR' as const,
    /** Write exactly this in the transfer note (berita transfer). */
    transfer_note: organizationId,
  };
}

export type TransferInstructions = ReturnType<typeof transferInstructions>;
