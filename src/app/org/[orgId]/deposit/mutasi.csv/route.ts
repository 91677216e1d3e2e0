import { csvResponse, paperReader, refusal } from '~/app/_lib/paper-responses';
import { getDb } from '~/server/db/client';
import { ledgerCsv } from '~/server/domain/exports/ledger-csv';

export const dynamic = 'force-dynamic';

/** The deposit's movements of `?bulan=YYYY-MM` as CSV, streamed a batch at a time. */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader.ok) return reader.response;
  try {
    const month = new URL(req.url).searchParams.get('bulan') ?? '';
    return csvResponse(await ledgerCsv({ db: await getDb(), organizationId: orgId, month }), `mutasi-${month}.csv`);
  } catch (e) {
    return refusal(e);
  }
}
