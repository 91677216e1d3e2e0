import { paperReader, pdfResponse, refusal } from '~/app/_lib/paper-responses';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { orderPaperPdf } from '~/server/domain/papers/order-paper-pdf';
import type { orderReceipt } from '~/server/domain/papers/order-papers';
import { memberReach } from '~/server/domain/tenant';

type OrderPaperSource = typeof orderReceipt;

/** The GET handler of one of an order's papers (PDF), for a member of its organization. */
export function orderPaperRoute(source: OrderPaperSource) {
  return async function GET(req: Request, { params }: { params: Promise<{ orgId: string; orderId: string }> }) {
    const { orgId, orderId } = await params;
    const reader = await paperReader(req, orgId);
    if (!reader.ok) return reader.response;
    const db = await getDb();
    try {
      const paper = await source({ db, orderId, reach: memberReach(orgId) });
      const doc = await orderPaperPdf({
        db,
        settings: serviceDomainContext().settings,
        locale: reader.value.locale,
        paper,
      });
      return pdfResponse(doc, `${paper.paper.number}.pdf`);
    } catch (e) {
      return refusal(e);
    }
  };
}
