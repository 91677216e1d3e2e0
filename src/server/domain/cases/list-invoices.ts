import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, invoices, organization, practitioners } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';
import { containsPattern } from '~/shared/dashboard/list-filter';

/**
 * Invoices of selected bids of one mode, newest first, a page at a time: one organization's (its dashboard, live
 * or test mode) or all live ones (finance), optionally by status, text and issue date. The invoice's own mode
 * decides, not who bid: a test invoice is never in a live list, whoever's bid it was.
 */
export async function listInvoices(options: {
  db: DbOrTx;
  reach: OrgReach;
  livemode: boolean;
  status?: 'belum_dibayar' | 'lunas';
  /** Text in the invoice or case id, the organization's or the practitioner's name. */
  search?: string;
  createdFrom?: Date;
  createdBefore?: Date;
  /** The last invoice of the page before. */
  startingAfter?: string;
  limit?: number;
}) {
  const { db, status } = options;
  const limit = options.limit ?? 25;
  const pattern = options.search ? containsPattern(options.search) : null;
  const scope = and(orgCondition(options.reach, invoices.organizationId), eq(invoices.livemode, options.livemode));
  let after;
  if (options.startingAfter) {
    const [cursor] = await db
      .select({ createdAt: invoices.createdAt, id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.id, options.startingAfter), scope));
    if (!cursor) throw new AppError('NOT_FOUND', `cursor: invoice ${options.startingAfter} tidak ditemukan.`);
    after = or(
      lt(invoices.createdAt, cursor.createdAt),
      and(eq(invoices.createdAt, cursor.createdAt), lt(invoices.id, cursor.id)),
    );
  }
  const rows = await db
    .select({
      invoice: invoices,
      organizationName: organization.name,
      practitionerId: bids.practitionerId,
      practitionerName: practitioners.displayName,
    })
    .from(invoices)
    .innerJoin(organization, eq(organization.id, invoices.organizationId))
    .innerJoin(bids, eq(bids.id, invoices.bidId))
    .innerJoin(practitioners, eq(practitioners.id, bids.practitionerId))
    .where(
      and(
        scope,
        status ? eq(invoices.status, status) : undefined,
        pattern
          ? or(
              ilike(invoices.id, pattern),
              ilike(invoices.caseId, pattern),
              ilike(organization.name, pattern),
              ilike(practitioners.displayName, pattern),
            )
          : undefined,
        options.createdFrom ? gte(invoices.createdAt, options.createdFrom) : undefined,
        options.createdBefore ? lt(invoices.createdAt, options.createdBefore) : undefined,
        after,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(limit + 1);
  const data = rows.slice(0, limit).map(({ invoice, organizationName, practitionerId, practitionerName }) => ({
    id: invoice.id,
    organization_id: invoice.organizationId,
    organization_name: organizationName,
    case_id: invoice.caseId,
    bid_id: invoice.bidId,
    practitioner_id: practitionerId,
    practitioner_name: practitionerName,
    amount_idr: invoice.amountIdr,
    status: invoice.status,
    paid_at: invoice.paidAt?.toISOString() ?? null,
    created_at: invoice.createdAt.toISOString(),
  }));
  return { data, has_more: rows.length > limit };
}
