import { replyToOrder } from '~/server/domain/orders/client-actions';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { agentViewer } from '~/server/api/viewers';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { postMessageBody } from '~/shared/v1/post-message-body';

export const postMessageEndpoint = v1Endpoint({
  scope: 'order:pesan',
  meta: {
    openapi: {
      method: 'POST',
      path: '/orders/{id}/messages',
      tags: ['Orders'],
      summary: "Reply to the practitioner's request for data",
      description:
        'Only in `butuh_input_klien`; the order goes back to `dikerjakan`. `files`: ids from POST /v1/files ' +
        '(at most 10). Returns the full order.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: orderIdInput.extend(postMessageBody.shape).strict(),
  output: orderSchema,
  // toOrderView builds the record in the schema's shape and order (order-schema.test.ts).
  exactOutput: true,
  handle: ({ ctx, input }) =>
    replyToOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.id,
      reach: ctx.apiKey,
      text: input.message,
      files: input.files,
      actor: { type: 'api_key', id: ctx.apiKey.id },
      viewer: agentViewer(ctx.apiKey),
    }),
});
