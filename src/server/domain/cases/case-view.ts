import type { bids, cases, invoices, practitioners } from '~/server/db/schema';

type CaseRow = typeof cases.$inferSelect;
type BidRow = typeof bids.$inferSelect & { practitionerName: (typeof practitioners.$inferSelect)['displayName'] };
type InvoiceRow = typeof invoices.$inferSelect;

export type CaseView = ReturnType<typeof toCaseView>;

export function toCaseView(row: CaseRow, bidRows: BidRow[], invoice: InvoiceRow | null) {
  return {
    id: row.id,
    status: row.status,
    contact_name: row.contactName,
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    area: row.area,
    urgency: row.urgency,
    budget_range: row.budgetRange,
    story: row.story,
    bids: bidRows.map((b) => ({
      bid_id: b.id,
      practitioner_name: b.practitionerName,
      amount_idr: b.amountIdr,
      message: b.message,
      estimated_days: b.estimatedDays,
      status: b.status,
      created_at: b.createdAt.toISOString(),
    })),
    selected_bid_id: row.selectedBidId,
    invoice: invoice
      ? {
          id: invoice.id,
          amount_idr: invoice.amountIdr,
          status: invoice.status,
          created_at: invoice.createdAt.toISOString(),
        }
      : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
