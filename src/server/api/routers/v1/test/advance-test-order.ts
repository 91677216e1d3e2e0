import { advanceTestOrder } from '~/server/domain/testmode/simulated-practitioner';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { agentViewer } from '~/server/api/viewers';

export const advanceTestOrderEndpoint = v1Endpoint({
  scope: null,
  testKeysOnly: true,
  meta: {
    openapi: {
      method: 'POST',
      path: '/test/orders/{id}/advance',
      tags: ['Test mode'],
      summary: 'Take the simulated practitioner’s next step now (test keys only)',
      description:
        'Test orders move one step every few seconds on their own (`dibayar` → `ditawarkan` → `diambil` → `dikerjakan` → `diserahkan`); ' +
        'this takes the next step at once. An intake value `__tanya__` makes the practitioner ask once (`butuh_input_klien`) and wait for ' +
        'your message; `__tolak__` makes every offer expire. No body. A live key gets 404 `NOT_FOUND`.',
      protect: true,
    },
    noBody: true,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: orderIdInput,
  output: orderSchema,
  handle: ({ ctx, input }) =>
    advanceTestOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.id,
      organizationId: ctx.apiKey.organizationId,
      viewer: agentViewer(ctx.apiKey),
    }),
});
