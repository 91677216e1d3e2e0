import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { READ_ONLY, defineTool, pathSegment, segment } from './tool';

export const statusOrder = defineTool({
  name: 'status_order',
  title: 'Status order',
  description:
    'The full order: status, messages from the practitioner, deliverable. On "butuh_input_klien" read the last practitioner message, ask the user, ' +
    'and answer with kirim_pesan. On "diserahkan" show the deliverable to the user before terima_hasil.',
  inputSchema: { order_id: pathSegment().describe('Order id, "ord_…"') },
  outputSchema: orderViewSchema,
  annotations: READ_ONLY,
  request: ({ order_id }) => ({ method: 'GET', path: `/orders/${segment(order_id)}` }),
});
