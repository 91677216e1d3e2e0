import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, cases } from '~/server/db/schema';

/**
 * Open (`terbuka`) cases as practitioners browse them: story, area, urgency and budget range, plus the
 * caller's own bid. Contact name, e-mail and phone are personal data and are not even read here: only the
 * practitioner whose bid is selected gets them (see listPractitionerBids).
 */
export async function listCaseBoard(options: { db: DbOrTx; practitionerId: string; limit?: number }) {
  const { db, practitionerId } = options;
  const rows = await db
    .select({
      id: cases.id,
      story: cases.story,
      area: cases.area,
      urgency: cases.urgency,
      budgetRange: cases.budgetRange,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .where(and(eq(cases.status, 'terbuka'), eq(cases.livemode, true)))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(options.limit ?? 100);
  if (rows.length === 0) return [];
  const counts = await db
    .select({ caseId: bids.caseId, n: count() })
    .from(bids)
    .innerJoin(cases, eq(cases.id, bids.caseId))
    .where(and(eq(cases.status, 'terbuka'), eq(cases.livemode, true)))
    .groupBy(bids.caseId);
  const mine = await db
    .select()
    .from(bids)
    .innerJoin(cases, eq(cases.id, bids.caseId))
    .where(and(eq(bids.practitionerId, practitionerId), eq(cases.status, 'terbuka'), eq(cases.livemode, true)));
  return rows.map((r) => {
    const own = mine.find((m) => m.bid.caseId === r.id)?.bid;
    return {
      id: r.id,
      status: 'terbuka' as const,
      story: r.story,
      area: r.area,
      urgency: r.urgency,
      budget_range: r.budgetRange,
      bid_count: counts.find((c) => c.caseId === r.id)?.n ?? 0,
      my_bid: own
        ? {
            bid_id: own.id,
            amount_idr: own.amountIdr,
            message: own.message,
            estimated_days: own.estimatedDays,
            status: own.status,
            created_at: own.createdAt.toISOString(),
          }
        : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}
