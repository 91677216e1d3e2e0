import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, cases, invoices } from '~/server/db/schema';

/**
 * A practitioner's bids with their case. The client's contact (name, e-mail, phone) is included only on
 * the bid the client selected (PDP: personal data goes to the one practitioner who will do the work).
 * Live cases only: people see their dashboard live, and bids on test cases placed before bids kept to their
 * mode are test data.
 */
export async function listPractitionerBids(options: { db: DbOrTx; practitionerId: string; limit?: number }) {
  const { db, practitionerId } = options;
  const rows = await db
    .select({ bid: bids, kase: cases, invoice: invoices })
    .from(bids)
    .innerJoin(cases, eq(cases.id, bids.caseId))
    .leftJoin(invoices, eq(invoices.bidId, bids.id))
    .where(and(eq(bids.practitionerId, practitionerId), eq(cases.livemode, true)))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(options.limit ?? 100);
  return rows.map(({ bid, kase, invoice }) => {
    const selected = bid.status === 'dipilih' && kase.selectedBidId === bid.id;
    return {
      bid_id: bid.id,
      case_id: kase.id,
      case_status: kase.status,
      story: kase.story,
      area: kase.area,
      urgency: kase.urgency,
      budget_range: kase.budgetRange,
      amount_idr: bid.amountIdr,
      message: bid.message,
      estimated_days: bid.estimatedDays,
      status: bid.status,
      contact: selected ? { name: kase.contactName, email: kase.contactEmail, phone: kase.contactPhone } : null,
      invoice:
        selected && invoice
          ? {
              id: invoice.id,
              amount_idr: invoice.amountIdr,
              status: invoice.status,
              paid_at: invoice.paidAt?.toISOString() ?? null,
            }
          : null,
      created_at: bid.createdAt.toISOString(),
    };
  });
}
