import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { READ_ONLY, defineTool, pathSegment, segment } from './tool';

export const statusOrder = defineTool({
  name: 'status_order',
  title: 'Status order',
  description: TOOL_DESCRIPTIONS.status_order,
  inputSchema: { order_id: pathSegment().describe('Order id, "ord_…"') },
  outputSchema: orderViewSchema,
  annotations: READ_ONLY,
  request: ({ order_id }) => ({ method: 'GET', path: `/orders/${segment(order_id)}` }),
});
