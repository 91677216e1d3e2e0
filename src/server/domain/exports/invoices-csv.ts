import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { bids, invoices, organization, practitioners } from '~/server/db/schema';
import { statementPeriod } from '~/server/domain/papers/statement-period';
import { csvChunks } from './csv';
import { keysetBatches, type TimeKey } from './keyset-batches';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';

const INVOICES_CSV_HEADER = [
  'invoice_id',
  'created_at',
  'status',
  'case_id',
  'organization_id',
  'organization_name',
  'practitioner_id',
  'practitioner_name',
  'amount_idr',
  'paid_at',
];

/**
 * Case invoices, a batch at a time: an organization's own (every status, by creation), or for finance the
 * invoices paid in a month across organizations (`paidIn`, by payment time). Live invoices only.
 */
export function invoicesCsv(options: { db: DbOrTx; reach: OrgReach; paidIn?: string | null }) {
  const { db, reach } = options;
  const period = options.paidIn ? statementPeriod(options.paidIn) : null;
  // Finance's paid list runs in payment order; an organization's list in creation order.
  const time = period ? sql<Date>`${invoices.paidAt}` : sql<Date>`${invoices.createdAt}`;
  const batches = keysetBatches(
    (after: TimeKey | null, limit) =>
      db
        .select({
          id: invoices.id,
          at: time.mapWith(invoices.createdAt),
          createdAt: invoices.createdAt,
          status: invoices.status,
          caseId: invoices.caseId,
          organizationId: invoices.organizationId,
          organizationName: organization.name,
          practitionerId: bids.practitionerId,
          practitionerName: practitioners.displayName,
          amountIdr: invoices.amountIdr,
          paidAt: invoices.paidAt,
        })
        .from(invoices)
        .innerJoin(organization, eq(organization.id, invoices.organizationId))
        .innerJoin(bids, eq(bids.id, invoices.bidId))
        .innerJoin(practitioners, eq(practitioners.id, bids.practitionerId))
        .where(
          and(
            eq(invoices.livemode, true),
            orgCondition(reach, invoices.organizationId),
            period ? eq(invoices.status, 'lunas') : undefined,
            period ? gte(invoices.paidAt, period.start) : undefined,
            period ? lt(invoices.paidAt, period.end) : undefined,
            after ? sql`(${time}, ${invoices.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(asc(time), asc(invoices.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
  return csvChunks(INVOICES_CSV_HEADER, batches, (r) => [
    r.id,
    r.createdAt,
    r.status,
    r.caseId,
    r.organizationId,
    r.organizationName,
    r.practitionerId,
    r.practitionerName,
    r.amountIdr,
    r.paidAt,
  ]);
}
