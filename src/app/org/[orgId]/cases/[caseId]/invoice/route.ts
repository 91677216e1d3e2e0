import { casePaperRoute } from '~/app/org/[orgId]/cases/[caseId]/case-paper-route';

export const dynamic = 'force-dynamic';

/** The case's invoice (PDF), once a bid is selected. */
export const GET = casePaperRoute('invoice');
