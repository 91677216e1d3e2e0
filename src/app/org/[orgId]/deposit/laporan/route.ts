import { paperReader, pdfResponse, refusal } from '~/app/_lib/paper-responses';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { depositStatement } from '~/server/domain/papers/deposit-statement';
import { depositStatementPdf } from '~/server/domain/papers/deposit-statement-pdf';

export const dynamic = 'force-dynamic';

/**
 * The monthly deposit statement (PDF) of `?bulan=YYYY-MM`, for a member of the organization: of the test deposit
 * (marked as test, numbered apart) when the browser's test switch is on.
 */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader.ok) return reader.response;
  const db = await getDb();
  try {
    const month = new URL(req.url).searchParams.get('bulan') ?? '';
    const livemode = !(await testModeOn());
    const statement = await depositStatement({ db, organizationId: orgId, month, livemode });
    const doc = await depositStatementPdf({
      db,
      settings: serviceDomainContext().settings,
      locale: reader.value.locale,
      statement,
    });
    return pdfResponse(doc, `${statement.paper?.number ?? `laporan-deposit-${month}${livemode ? '' : '-uji'}`}.pdf`);
  } catch (e) {
    return refusal(e);
  }
}
