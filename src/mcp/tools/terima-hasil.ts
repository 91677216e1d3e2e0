import { TOOL_DESCRIPTIONS } from '~/mcp/agent-guidance';
import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { WRITES, defineTool, pathSegment, segment } from './tool';

export const terimaHasil = defineTool({
  name: 'terima_hasil',
  title: 'Terima hasil',
  description: TOOL_DESCRIPTIONS.terima_hasil,
  inputSchema: { order_id: pathSegment().describe('Order id, "ord_…"') },
  outputSchema: orderViewSchema,
  annotations: { ...WRITES, destructiveHint: true },
  request: ({ order_id }) => ({ method: 'POST', path: `/orders/${segment(order_id)}/accept` }),
});
