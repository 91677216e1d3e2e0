import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { member, organization, user, type OrganizationStatus } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { containsPattern } from '~/shared/dashboard/list-filter';

/** When an organization applied: its application, or its creation while it has none (the date the list shows). */
const appliedAt = sql<Date>`coalesce(${organization.applicationSubmittedAt}, ${organization.createdAt})`;

/**
 * Organizations with their application, for the operator's review, latest applied first, a page at a time:
 * optionally one status, text in the organization (name, company, id, website) or its owners' names and
 * addresses, and the days it applied.
 */
export async function listApplications(options: {
  db: DbOrTx;
  status?: OrganizationStatus;
  search?: string;
  appliedFrom?: Date;
  appliedBefore?: Date;
  /** The last organization of the page before. */
  startingAfter?: string;
  limit?: number;
}) {
  const { db, status } = options;
  const limit = options.limit ?? 25;
  const pattern = options.search ? containsPattern(options.search) : null;
  let after;
  if (options.startingAfter) {
    const [cursor] = await db
      .select({ appliedAt: sql<string>`${appliedAt}::text`, id: organization.id })
      .from(organization)
      .where(eq(organization.id, options.startingAfter));
    if (!cursor) throw new AppError('NOT_FOUND', `cursor: organisasi ${options.startingAfter} tidak ditemukan.`);
    // Compared as the database's own timestamp (text cast back), not through a JS Date's milliseconds.
    after = sql`(${appliedAt}, ${organization.id}) < (${cursor.appliedAt}::timestamptz, ${cursor.id})`;
  }
  const rows = await db
    .select()
    .from(organization)
    .where(
      and(
        status ? eq(organization.status, status) : undefined,
        pattern
          ? or(
              ilike(organization.name, pattern),
              ilike(organization.companyName, pattern),
              ilike(organization.id, pattern),
              ilike(organization.website, pattern),
              sql`exists (select 1 from ${member} join ${user} on ${user.id} = ${member.userId}
                where ${member.organizationId} = ${organization.id} and ${member.role} = 'owner'
                and (${user.email} ilike ${pattern} or ${user.name} ilike ${pattern}))`,
            )
          : undefined,
        options.appliedFrom ? sql`${appliedAt} >= ${options.appliedFrom.toISOString()}::timestamptz` : undefined,
        options.appliedBefore ? sql`${appliedAt} < ${options.appliedBefore.toISOString()}::timestamptz` : undefined,
        after,
      ),
    )
    .orderBy(desc(appliedAt), desc(organization.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const owners = page.length
    ? await db
        .select({ organizationId: member.organizationId, name: user.name, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(
          and(
            eq(member.role, 'owner'),
            inArray(
              member.organizationId,
              page.map((r) => r.id),
            ),
          ),
        )
    : [];
  const data = page.map((r) => ({
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
  return { data, has_more: rows.length > limit };
}
