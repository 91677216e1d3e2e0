import { notFoundResponse, paperReader, pdfResponse, refusal } from '~/app/_lib/paper-responses';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { orderPaperPdf } from '~/server/domain/papers/order-paper-pdf';
import { orderReceipt } from '~/server/domain/papers/order-papers';

export const dynamic = 'force-dynamic';

/** The order's payment receipt (PDF), for a member of its organization. */
export async function GET(req: Request, { params }: { params: Promise<{ orgId: string; orderId: string }> }) {
  const { orgId, orderId } = await params;
  const reader = await paperReader(req, orgId);
  if (!reader) return notFoundResponse();
  const db = await getDb();
  try {
    const paper = await orderReceipt({ db, orderId, organizationId: orgId });
    const doc = await orderPaperPdf({ db, settings: serviceDomainContext().settings, locale: reader.locale, paper });
    return pdfResponse(doc, `${paper.paper.number}.pdf`);
  } catch (e) {
    return refusal(e);
  }
}
