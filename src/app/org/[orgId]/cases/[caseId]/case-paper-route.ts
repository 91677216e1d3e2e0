import { paperReader, pdfResponse, refusal } from '~/app/_lib/paper-responses';
import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { caseInvoiceId, invoicePaper, invoicePaperPdf } from '~/server/domain/papers/invoice-papers';

/** The GET handler of the case's invoice or its receipt (PDF), for a member of its organization. */
export function casePaperRoute(kind: 'invoice' | 'invoice_receipt') {
  return async function GET(req: Request, { params }: { params: Promise<{ orgId: string; caseId: string }> }) {
    const { orgId, caseId } = await params;
    const reader = await paperReader(req, orgId);
    if (!reader.ok) return reader.response;
    const db = await getDb();
    try {
      const invoiceId = await caseInvoiceId(db, orgId, caseId);
      const paper = await invoicePaper({ db, invoiceId, organizationId: orgId, kind });
      const settings = serviceDomainContext().settings;
      const doc = await invoicePaperPdf({ db, settings, locale: reader.value.locale, paper });
      return pdfResponse(doc, `${paper.paper.number}.pdf`);
    } catch (e) {
      return refusal(e);
    }
  };
}
