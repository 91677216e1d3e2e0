import { acceptOrder } from '~/server/domain/orders/client-actions';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { agentViewer } from '~/server/api/viewers';

export const acceptOrderEndpoint = v1Endpoint({
  scope: 'order:terima',
  meta: {
    openapi: {
      method: 'POST',
      path: '/orders/{id}/accept',
      tags: ['Orders'],
      summary: 'Accept the deliverable',
      description:
        'Only in `diserahkan`; the order becomes `selesai` and the escrow goes to the practitioner. No body.',
      protect: true,
    },
    noBody: true,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: orderIdInput,
  output: orderSchema,
  // toOrderView builds the record in the schema's shape and order (order-schema.test.ts).
  exactOutput: true,
  handle: ({ ctx, input }) =>
    acceptOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.id,
      reach: ctx.apiKey,
      actor: { type: 'api_key', id: ctx.apiKey.id },
      viewer: agentViewer(ctx.apiKey),
    }),
});
