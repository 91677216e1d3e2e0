import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { organization, organizationBilling } from '~/server/db/schema';
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

/** The organization's name, company name, address and tax number (NPWP), each only where it gave one. */
export async function organizationParty(db: DbOrTx, organizationId: string, locale: PaperLocale): Promise<Party> {
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
  const lines: string[] = [];
  if (row?.companyName && row.companyName !== row.name) lines.push(row.companyName);
  if (row?.address) lines.push(row.address);
  if (row?.taxNumber) lines.push(`${locale === 'id' ? 'NPWP' : 'Tax number (NPWP)'}: ${row.taxNumber}`);
  lines.push(organizationId);
  return { name: row?.name ?? organizationId, lines };
}

export const verificationUrl = (settings: DomainSettings, code: string) => `${settings.publicUrl}/verifikasi/${code}`;
