import { caseSchema } from '~/shared/v1/case-schema';
import { READ_ONLY, defineTool, pathSegment, segment } from './tool';

export const statusKasus = defineTool({
  name: 'status_kasus',
  title: 'Status kasus',
  description: 'A case with its status, the bids (penawaran) received and, once a bid is chosen, the invoice.',
  inputSchema: { case_id: pathSegment().describe('Case id, "case_…"') },
  outputSchema: caseSchema,
  annotations: READ_ONLY,
  request: ({ case_id }) => ({ method: 'GET', path: `/cases/${segment(case_id)}` }),
});
