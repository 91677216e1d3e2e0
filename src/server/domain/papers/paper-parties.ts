import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization, organizationBilling, type BilledTo } from '~/server/db/schema';
import { formatNpwp } from '~/shared/dashboard/billing-inputs';
import type { DomainSettings } from '~/server/domain/context';
import type { PaperLocale } from './pdf/pdf-paper';

export type Party = { name: string; lines: string[] };

/** The platform as issuer: its legal name, its site and the bank account deposits go to. */
export function platformParty(settings: DomainSettings, locale: PaperLocale): Party {
  return {
    name: settings.bank.accountName,
    lines: [
      settings.publicUrl,
      `${locale === 'id' ? 'Rekening' : 'Account'}: ${settings.bank.name} ${settings.bank.accountNumber}`,
    ],
  };
}

/** The organization's name, company name and billing details as they stand now. */
export async function billedToNow(db: DbOrTx, organizationId: string): Promise<BilledTo> {
  const [row] = await db
    .select({
      name: organization.name,
      companyName: organization.companyName,
      address: organizationBilling.address,
      taxNumber: organizationBilling.taxNumber,
    })
    .from(organization)
    .leftJoin(organizationBilling, eq(organizationBilling.organizationId, organization.id))
    .where(eq(organization.id, organizationId));
  return {
    name: row?.name ?? organizationId,
    companyName: row?.companyName ?? null,
    address: row?.address ?? null,
    taxNumber: row?.taxNumber ?? null,
  };
}

/**
 * The organization's name, company name, address and tax number (NPWP), each only where it gave one: as kept on
 * the issued paper (`billedTo`), or as they stand now for a paper without them (a provisional statement, papers
 * issued before details were kept).
 */
export async function organizationParty(
  db: DbOrTx,
  organizationId: string,
  locale: PaperLocale,
  billedTo?: BilledTo | null,
): Promise<Party> {
  const row = billedTo ?? (await billedToNow(db, organizationId));
  const lines: string[] = [];
  if (row.companyName && row.companyName !== row.name) lines.push(row.companyName);
  if (row.address) lines.push(row.address);
  if (row.taxNumber) lines.push(`${locale === 'id' ? 'NPWP' : 'Tax number (NPWP)'}: ${formatNpwp(row.taxNumber)}`);
  lines.push(organizationId);
  return { name: row.name, lines };
}

export const verificationUrl = (settings: DomainSettings, code: string) => `${settings.publicUrl}/verifikasi/${code}`;
