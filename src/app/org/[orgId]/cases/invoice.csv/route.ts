import { csvResponse, paperReader } from '~/app/_lib/paper-responses';
import { getDb } from '~/server/db/client';
import { invoicesCsv } from '~/server/domain/exports/invoices-csv';

export const dynamic = 'force-dynamic';

/** The organization's case invoices (every status) as CSV, streamed a batch at a time. */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader.ok) return reader.response;
  return csvResponse(invoicesCsv({ db: await getDb(), reach: { organizationId: orgId } }), 'invoice.csv');
}
