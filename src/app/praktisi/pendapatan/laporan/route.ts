import { pdfResponse, practitionerReader, refusal } from '~/app/_lib/paper-responses';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { earningsStatement } from '~/server/domain/papers/earnings-statement';
import { earningsStatementPdf } from '~/server/domain/papers/earnings-statement-pdf';

export const dynamic = 'force-dynamic';

/** The signed-in practitioner's earnings statement (PDF) of `?bulan=YYYY-MM`. */
export async function GET(req: Request) {
  const reader = await practitionerReader(req);
  if (!reader.ok) return reader.response;
  try {
    const month = new URL(req.url).searchParams.get('bulan') ?? '';
    const statement = await earningsStatement({
      db: await getDb(),
      practitionerId: reader.value.practitionerId,
      month,
    });
    const doc = await earningsStatementPdf({
      settings: serviceDomainContext().settings,
      locale: reader.value.locale,
      statement,
    });
    return pdfResponse(doc, `${statement.paper?.number ?? `laporan-pendapatan-${month}`}.pdf`);
  } catch (e) {
    return refusal(e);
  }
}
