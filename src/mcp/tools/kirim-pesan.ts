import { z } from 'zod';
import { WRITES, defineTool, pathSegment, segment } from './tool';

export const kirimPesan = defineTool({
  name: 'kirim_pesan',
  title: 'Kirim pesan',
  description:
    'Answers the practitioner when the order is "butuh_input_klien"; work then resumes. Send only what the user provided; do not invent data.',
  inputSchema: {
    order_id: pathSegment().describe('Order id, "ord_…"'),
    pesan: z.string().min(1).describe('The reply text (sent as `message`)'),
  },
  annotations: WRITES,
  request: ({ order_id, pesan }) => ({
    method: 'POST',
    path: `/orders/${segment(order_id)}/messages`,
    body: { message: pesan },
  }),
});
