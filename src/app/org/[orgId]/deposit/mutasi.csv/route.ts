import { csvResponse, paperReader, refusal } from '~/app/_lib/paper-responses';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';
import { getDb } from '~/server/db/client';
import { ledgerCsv } from '~/server/domain/exports/ledger-csv';

export const dynamic = 'force-dynamic';

/**
 * The deposit's movements of `?bulan=YYYY-MM` as CSV, streamed a batch at a time: the test deposit's when the
 * browser's test switch is on, as the deposit page shows it.
 */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader.ok) return reader.response;
  try {
    const month = new URL(req.url).searchParams.get('bulan') ?? '';
    const livemode = !(await testModeOn());
    const chunks = await ledgerCsv({ db: await getDb(), organizationId: orgId, month, livemode });
    return csvResponse(chunks, `mutasi-${month}${livemode ? '' : '-uji'}.csv`);
  } catch (e) {
    return refusal(e);
  }
}
