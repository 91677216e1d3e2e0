import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, invoices, organization, practitioners } from '~/server/db/schema';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';

/**
 * Invoices of selected bids of one mode, newest first: one organization's (its dashboard, live or test mode) or
 * all live ones (finance), optionally by status. The invoice's own mode decides, not who bid: a test invoice is
 * never in a live list, whoever's bid it was.
 */
export async function listInvoices(options: {
  db: DbOrTx;
  reach: OrgReach;
  livemode: boolean;
  status?: 'belum_dibayar' | 'lunas';
  limit?: number;
}) {
  const { db, status } = options;
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
        orgCondition(options.reach, invoices.organizationId),
        eq(invoices.livemode, options.livemode),
        status ? eq(invoices.status, status) : undefined,
      ),
    )
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(options.limit ?? 200);
  return rows.map(({ invoice, organizationName, practitionerId, practitionerName }) => ({
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
}
