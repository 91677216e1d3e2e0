import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { caseSchema } from '~/shared/v1/case-schema';
import { READ_ONLY, defineTool, pathSegment, segment } from './tool';

export const statusKasus = defineTool({
  name: 'status_kasus',
  title: 'Status kasus',
  description: TOOL_DESCRIPTIONS.status_kasus,
  inputSchema: { case_id: pathSegment().describe('Case id, "case_…"') },
  outputSchema: caseSchema,
  annotations: READ_ONLY,
  request: ({ case_id }) => ({ method: 'GET', path: `/cases/${segment(case_id)}` }),
});
