import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bankTransfers, organization, user } from '~/server/db/schema';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';

/** Bank transfers finance has recorded, newest first. */
export async function listBankTransfers(options: { db: DbOrTx; reach: OrgReach; limit?: number }) {
  const { db } = options;
  const rows = await db
    .select({ transfer: bankTransfers, organizationName: organization.name, recordedByEmail: user.email })
    .from(bankTransfers)
    .innerJoin(organization, eq(organization.id, bankTransfers.organizationId))
    .leftJoin(user, eq(user.id, bankTransfers.recordedBy))
    .where(orgCondition(options.reach, bankTransfers.organizationId))
    .orderBy(desc(bankTransfers.createdAt), desc(bankTransfers.reference))
    .limit(options.limit ?? 50);
  return rows.map(({ transfer, organizationName, recordedByEmail }) => ({
    reference: transfer.reference,
    organization_id: transfer.organizationId,
    organization_name: organizationName,
    amount_idr: transfer.amountIdr,
    recorded_by: recordedByEmail,
    created_at: transfer.createdAt.toISOString(),
  }));
}
