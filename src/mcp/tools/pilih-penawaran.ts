import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { caseSchema } from '~/shared/v1/case-schema';
import { selectBidBody } from '~/shared/v1/select-bid-body';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { WRITES, defineTool, pathSegment, segment } from './tool';

const body = restBody(selectBidBody, { bid_id: 'bid_id' });

export const pilihPenawaran = defineTool({
  name: 'pilih_penawaran',
  title: 'Pilih penawaran',
  description: TOOL_DESCRIPTIONS.pilih_penawaran,
  inputSchema: {
    case_id: pathSegment().describe('Case id, "case_…"'),
    ...argsFromBody(body),
  },
  outputSchema: caseSchema,
  annotations: WRITES,
  body,
  request: (a) => ({ method: 'POST', path: `/cases/${segment(a.case_id)}/select`, body: bodyFromArgs(a, body) }),
});
