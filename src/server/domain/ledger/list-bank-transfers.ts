import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bankTransfers, organization, user } from '~/server/db/schema';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';
import { containsPattern } from '~/shared/dashboard/list-filter';

/** Bank transfers finance has recorded, newest first. */
export async function listBankTransfers(options: {
  db: DbOrTx;
  reach: OrgReach;
  limit?: number;
  /** Finance's list: text in the bank reference, the organization's name or id; a recording range. */
  search?: string;
  recordedFrom?: Date;
  recordedBefore?: Date;
}) {
  const { db } = options;
  const pattern = options.search ? containsPattern(options.search) : null;
  const rows = await db
    .select({ transfer: bankTransfers, organizationName: organization.name, recordedByEmail: user.email })
    .from(bankTransfers)
    .innerJoin(organization, eq(organization.id, bankTransfers.organizationId))
    .leftJoin(user, eq(user.id, bankTransfers.recordedBy))
    .where(
      and(
        orgCondition(options.reach, bankTransfers.organizationId),
        pattern
          ? or(
              ilike(bankTransfers.reference, pattern),
              ilike(organization.name, pattern),
              ilike(bankTransfers.organizationId, pattern),
            )
          : undefined,
        options.recordedFrom ? gte(bankTransfers.createdAt, options.recordedFrom) : undefined,
        options.recordedBefore ? lt(bankTransfers.createdAt, options.recordedBefore) : undefined,
      ),
    )
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
