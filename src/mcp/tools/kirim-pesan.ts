import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { postMessageBody } from '~/shared/v1/post-message-body';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { WRITES, defineTool, pathSegment, segment } from './tool';

const body = restBody(postMessageBody, { pesan: 'message' });

export const kirimPesan = defineTool({
  name: 'kirim_pesan',
  title: 'Kirim pesan',
  description: TOOL_DESCRIPTIONS.kirim_pesan,
  inputSchema: {
    order_id: pathSegment().describe('Order id, "ord_…"'),
    ...argsFromBody(body),
  },
  outputSchema: orderViewSchema,
  annotations: WRITES,
  body,
  request: (a) => ({ method: 'POST', path: `/orders/${segment(a.order_id)}/messages`, body: bodyFromArgs(a, body) }),
});
