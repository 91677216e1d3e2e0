import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { WRITES, defineTool, pathSegment, segment } from './tool';

export const terimaHasil = defineTool({
  name: 'terima_hasil',
  title: 'Terima hasil',
  description:
    'Accepts the deliverable of an order in "diserahkan": the order becomes "selesai" and the escrow is paid to the practitioner. ' +
    'Only after the user has seen the result and agrees; this cannot be undone.',
  inputSchema: { order_id: pathSegment().describe('Order id, "ord_…"') },
  outputSchema: orderViewSchema,
  annotations: { ...WRITES, destructiveHint: true },
  request: ({ order_id }) => ({ method: 'POST', path: `/orders/${segment(order_id)}/accept` }),
});
