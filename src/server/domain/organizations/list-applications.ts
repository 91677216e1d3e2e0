import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { member, organization, user, type OrganizationStatus } from '~/server/db/schema';

/** Organizations with their application, for the operator's review (optionally one status only). */
export async function listApplications(options: { db: DbOrTx; status?: OrganizationStatus; limit?: number }) {
  const { db, status } = options;
  const rows = await db
    .select()
    .from(organization)
    .where(status ? eq(organization.status, status) : undefined)
    .orderBy(
      sql`${organization.applicationSubmittedAt} desc nulls last`,
      desc(organization.createdAt),
      asc(organization.id),
    )
    .limit(options.limit ?? 200);
  const owners = rows.length
    ? await db
        .select({ organizationId: member.organizationId, name: user.name, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(
          and(
            eq(member.role, 'owner'),
            inArray(
              member.organizationId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status,
    rejection_reason: r.rejectionReason,
    company_name: r.companyName,
    website: r.website,
    use_case: r.useCase,
    expected_volume: r.expectedVolume,
    owners: owners.filter((o) => o.organizationId === r.id).map((o) => ({ name: o.name, email: o.email })),
    application_submitted_at: r.applicationSubmittedAt?.toISOString() ?? null,
    status_changed_at: r.statusChangedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
