import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization } from '~/server/db/schema';
import type { DomainSettings } from '~/server/domain/context';

/** The example account number of the default configuration: never shown to customers. */
export const PLACEHOLDER_BANK_ACCOUNT = '000-000-0000';

/**
 * The service's bank account (set per deployment, see config.ts), or null while none is configured: the
 * placeholder number is treated as unset, so customers are told that finance sends the details instead.
 */
export function serviceBankAccount(settings: DomainSettings) {
  const { bank } = settings;
  const number = bank.accountNumber.trim();
  if (!number || number === PLACEHOLDER_BANK_ACCOUNT) return null;
  return { bank_name: bank.name, account_number: number, account_name: bank.accountName };
}

export type ServiceBankAccount = NonNullable<ReturnType<typeof serviceBankAccount>>;

/**
 * Where an organization sends money to top up its deposit; the organization id in the transfer note is how
 * finance credits the right deposit. `account` is null when no real account is configured.
 */
export function transferInstructions(settings: DomainSettings, organizationId: string) {
  return {
    account: serviceBankAccount(settings),
    currency: 'IDR' as const,
    /** Write exactly this in the transfer note (berita transfer). */
    transfer_note: organizationId,
  };
}

export type TransferInstructions = ReturnType<typeof transferInstructions>;

/** Top-up instructions for an organization that may top up: none for a rejected one. */
export const topUpInstructions = (
  settings: DomainSettings,
  org: { id: string; status: string },
): TransferInstructions | null => (org.status === 'rejected' ? null : transferInstructions(settings, org.id));

/** The organization's top-up instructions by id (the deposit page): null when it is rejected. */
export async function organizationTopUp(
  db: DbOrTx,
  settings: DomainSettings,
  organizationId: string,
): Promise<TransferInstructions | null> {
  const [org] = await db
    .select({ id: organization.id, status: organization.status })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return org ? topUpInstructions(settings, org) : null;
}
