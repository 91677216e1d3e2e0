import { expireTestOffer } from '~/server/domain/testmode/simulated-practitioner';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { agentViewer } from '~/server/api/viewers';

export const expireTestOfferEndpoint = v1Endpoint({
  scope: null,
  testKeysOnly: true,
  meta: {
    openapi: {
      method: 'POST',
      path: '/test/orders/{id}/expire-offer',
      tags: ['Test mode'],
      summary: 'Let the current offer of a test order expire now (test keys only)',
      description:
        'The order stays `ditawarkan` and rotates as a live order with no taker would (the next round one offer window later). ' +
        'No body. A live key gets 404 `NOT_FOUND`.',
      protect: true,
    },
    noBody: true,
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  },
  input: orderIdInput,
  output: orderSchema,
  handle: ({ ctx, input }) =>
    expireTestOffer({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.id,
      organizationId: ctx.apiKey.organizationId,
      viewer: agentViewer(ctx.apiKey),
    }),
});
