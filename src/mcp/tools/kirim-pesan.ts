import { orderViewSchema } from '~/shared/orders/order-view-schema';
import { postMessageBody } from '~/shared/v1/post-message-body';
import { argsFromBody, bodyFromArgs, restBody } from './rest-body';
import { WRITES, defineTool, pathSegment, segment } from './tool';

const body = restBody(postMessageBody, { pesan: 'message' });

export const kirimPesan = defineTool({
  name: 'kirim_pesan',
  title: 'Kirim pesan',
  description:
    'Answers the practitioner when the order is "butuh_input_klien"; work then resumes. Send only what the user provided; do not invent data.',
  inputSchema: {
    order_id: pathSegment().describe('Order id, "ord_…"'),
    ...argsFromBody(body),
  },
  outputSchema: orderViewSchema,
  annotations: WRITES,
  body,
  request: (a) => ({ method: 'POST', path: `/orders/${segment(a.order_id)}/messages`, body: bodyFromArgs(a, body) }),
});
