import { getOrder, orderForKey } from '~/server/domain/orders/load-order';
import { pathRead, v1Endpoint } from '~/server/api/rest/endpoint';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { agentViewer } from '~/server/api/viewers';

export const getOrderEndpoint = v1Endpoint({
  scope: 'order:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/orders/{id}',
      tags: ['Orders'],
      summary: 'The full order with its messages and files',
      description:
        'Each file has a `download_url` that works without the API key until `expires_at` (a few minutes): ' +
        'show it to your user, or fetch the order again for a fresh link.',
      protect: true,
    },
    errors: ['NOT_FOUND'],
  },
  input: orderIdInput,
  output: orderSchema,
  // toOrderView builds the record in the schema's shape and order (order-schema.test.ts).
  exactOutput: true,
  // The order is read by the key check's own statement: one statement per GET (docs/performance.md, finding 49).
  read: pathRead(orderForKey, orderIdInput),
  handle: ({ ctx, input, read }) =>
    getOrder({
      db: ctx.db,
      orderId: input.id,
      reach: ctx.apiKey,
      viewer: agentViewer(ctx.apiKey),
      links: { domain: ctx.domain, reader: { type: 'api_key', id: ctx.apiKey.id } },
      read,
    }),
});
