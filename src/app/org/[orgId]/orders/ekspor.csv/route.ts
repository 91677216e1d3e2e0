import { csvResponse, paperReader, refusal } from '~/app/_lib/paper-responses';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';
import { getDb } from '~/server/db/client';
import { ordersCsv } from '~/server/domain/exports/orders-csv';

export const dynamic = 'force-dynamic';

/**
 * The organization's orders as CSV, filtered as the order list is (`?status=`, and `?bulan=YYYY-MM` for the
 * month they were created), in the mode the browser's test switch shows; streamed a batch at a time.
 */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader.ok) return reader.response;
  try {
    const query = new URL(req.url).searchParams;
    const filter = { status: query.get('status'), month: query.get('bulan'), livemode: !(await testModeOn()) };
    const chunks = ordersCsv({ db: await getDb(), organizationId: orgId, filter });
    const name = ['order', filter.month, filter.status, filter.livemode ? null : 'uji'].filter(Boolean).join('-');
    return csvResponse(chunks, `${name}.csv`);
  } catch (e) {
    return refusal(e);
  }
}
