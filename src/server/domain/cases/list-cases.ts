import { and, count, desc, eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import { containsPattern } from '~/shared/dashboard/list-filter';
import type { DbOrTx } from '~/server/db/client';
import { bids, cases, invoices } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

export type CaseStatus = (typeof cases.$inferSelect)['status'];

/** The organization's cases on the case board, newest first, with how many bids each has and its invoice. */
export async function listCases(options: {
  db: DbOrTx;
  organizationId: string;
  status?: CaseStatus;
  limit?: number;
  /** Which mode's cases, always said (the dashboard's test-mode switch). */
  livemode: boolean;
  /** The dashboard's list: text in the story, the contact's name or e-mail, or the id; a creation range. */
  search?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}) {
  const pattern = options.search ? containsPattern(options.search) : null;
  const { db, organizationId } = options;
  const limit = options.limit ?? 100;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > 200)
    throw new AppError('VALIDATION', 'limit: 1 sampai 200.');
  const rows = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.organizationId, organizationId),
        eq(cases.livemode, options.livemode),
        options.status ? eq(cases.status, options.status) : undefined,
        pattern
          ? or(
              ilike(cases.id, pattern),
              ilike(cases.story, pattern),
              ilike(cases.contactName, pattern),
              ilike(cases.contactEmail, pattern),
            )
          : undefined,
        options.createdFrom ? gte(cases.createdAt, options.createdFrom) : undefined,
        options.createdBefore ? lt(cases.createdAt, options.createdBefore) : undefined,
      ),
    )
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(limit);
  const ids = rows.map((r) => r.id);
  const bidCounts = ids.length
    ? await db
        .select({ caseId: bids.caseId, n: count() })
        .from(bids)
        .where(inArray(bids.caseId, ids))
        .groupBy(bids.caseId)
    : [];
  const invoiceRows = ids.length ? await db.select().from(invoices).where(inArray(invoices.caseId, ids)) : [];
  return rows.map((r) => {
    const invoice = invoiceRows.find((i) => i.caseId === r.id);
    return {
      id: r.id,
      status: r.status,
      contact_name: r.contactName,
      area: r.area,
      urgency: r.urgency,
      budget_range: r.budgetRange,
      story: r.story,
      bid_count: Number(bidCounts.find((b) => b.caseId === r.id)?.n ?? 0),
      selected_bid_id: r.selectedBidId,
      invoice: invoice ? { id: invoice.id, amount_idr: invoice.amountIdr, status: invoice.status } : null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}
