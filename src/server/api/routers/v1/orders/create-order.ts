import { z } from 'zod';
import { createOrder } from '~/server/domain/orders/create-order';
import type { OrderView } from '~/server/domain/orders/order-view';
import { Reply, v1Endpoint } from '~/server/api/rest/endpoint';
import { orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { createOrderBody } from '~/shared/v1/create-order-body';

export const createOrderEndpoint = v1Endpoint({
  scope: 'order:buat',
  idempotent: true,
  meta: {
    openapi: {
      method: 'POST',
      path: '/orders',
      tags: ['Orders'],
      summary: 'Order a catalog service',
      description:
        'Paid from the organization deposit into escrow (`dibayar`), or `menunggu_bayar` when the price is above the approval threshold. ' +
        'Send `Idempotency-Key` to retry safely: the same key and body within 24 h replays the order (200, `Idempotent-Replayed: true`).',
      protect: true,
      requestHeaders: z.object({
        'Idempotency-Key': z
          .string()
          .max(257)
          .optional()
          .describe('1-255 visible ASCII characters without space, quote or backslash; may be quoted'),
      }),
    },
    successStatus: 201,
    errors: [
      'SERVICE_NOT_FOUND',
      'SERVICE_IS_BID',
      'NOT_AGENT_ELIGIBLE',
      'INTAKE_INVALID',
      'IDEMPOTENCY_KEY_REUSED',
      'BUDGET_EXCEEDED',
      'MONTHLY_BUDGET_EXCEEDED',
      'INSUFFICIENT_DEPOSIT',
    ],
  },
  input: createOrderBody,
  output: orderSchema,
  // toOrderView builds the record in the schema's shape and order (order-schema.test.ts).
  exactOutput: true,
  handle: async ({ ctx, input, idempotency }) => {
    // A replay answers 200 with the order as it is now, not 201.
    const replayed = (order: OrderView) => new Reply(order, 200, { 'Idempotent-Replayed': 'true' });
    if (idempotency.replay) return replayed(idempotency.replay);
    const result = await createOrder({
      db: ctx.db,
      domain: ctx.domain,
      apiKey: ctx.apiKey,
      input,
      idempotency: idempotency.claim,
    });
    return result.replayed ? replayed(result.order) : result.order;
  },
});
