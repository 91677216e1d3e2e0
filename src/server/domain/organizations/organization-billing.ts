import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { organizationBilling } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';

export type BillingDetails = { address: string | null; tax_number: string | null; updated_at: string | null };

/** The organization's billing details as papers print them (none given yet: both null). */
export async function getOrganizationBilling(db: DbOrTx, organizationId: string): Promise<BillingDetails> {
  const [row] = await db
    .select()
    .from(organizationBilling)
    .where(eq(organizationBilling.organizationId, organizationId));
  return {
    address: row?.address ?? null,
    tax_number: row?.taxNumber ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/**
 * Saves the address and NPWP (already validated: `billingFields`) printed on papers issued from now on; papers
 * issued before keep the details they were issued with. Audited with what changed.
 */
export async function setOrganizationBilling(options: {
  db: Db;
  organizationId: string;
  address: string | null;
  taxNumber: string | null;
  actor: Actor;
}): Promise<BillingDetails> {
  const { db, organizationId, address, taxNumber } = options;
  return db.transaction(async (tx) => {
    const at = now();
    await tx
      .insert(organizationBilling)
      .values({ organizationId, address, taxNumber, updatedAt: at })
      .onConflictDoUpdate({ target: organizationBilling.organizationId, set: { address, taxNumber, updatedAt: at } });
    await recordAudit(tx, {
      actor: options.actor,
      action: 'organization.billing',
      targetType: 'organization',
      targetId: organizationId,
      details: { address: address !== null, tax_number: taxNumber !== null },
    });
    return getOrganizationBilling(tx, organizationId);
  });
}
