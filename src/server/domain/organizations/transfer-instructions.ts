import { domainContext } from '~/server/domain/context';

/**
 * Where an organization sends money to top up its deposit. The bank account is the service's (set per
 * deployment, see config.ts); the organization id in the transfer note is how finance credits the right
 * deposit.
 */
export function transferInstructions(organizationId: string) {
  const { bank } = domainContext().settings;
  return {
    bank_name: bank.name,
    account_number: bank.accountNumber,
    account_name: bank.accountName,
    currency: 'IDR' as const,
    /** Write exactly this in the transfer note (berita transfer). */
    transfer_note: organizationId,
  };
}

export type TransferInstructions = ReturnType<typeof transferInstructions>;
