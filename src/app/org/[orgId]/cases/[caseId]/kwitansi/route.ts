import { casePaperRoute } from '~/app/org/[orgId]/cases/[caseId]/case-paper-route';

export const dynamic = 'force-dynamic';

/** The receipt of the case's invoice (PDF), once it is paid. */
export const GET = casePaperRoute('invoice_receipt');
