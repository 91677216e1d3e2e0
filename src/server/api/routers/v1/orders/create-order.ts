import { z } from 'zod';
import { createOrder } from '~/server/domain/orders/create-order';
import { idempotencyLookup } from '~/server/api/middlewares/idempotency';
import { apiKeyProcedure } from '~/server/api/procedures';
import { orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { createOrderBody } from '~/shared/v1/create-order-body';

export const createOrderProcedure = apiKeyProcedure('order:buat')
  .meta({
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
    idempotent: true,
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
  })
  .use(idempotencyLookup)
  .input(createOrderBody)
  .output(orderSchema)
  .mutation(async ({ ctx, input }) => {
    const replayed = (order: z.infer<typeof orderSchema>) => {
      ctx.response.status = 200;
      ctx.response.headers['Idempotent-Replayed'] = 'true';
      return order;
    };
    if (ctx.replay) return replayed(ctx.replay);
    const result = await createOrder({
      db: ctx.db,
      domain: ctx.domain,
      apiKey: ctx.apiKey,
      input,
      idempotency: ctx.idempotencyClaim,
    });
    return result.replayed ? replayed(result.order) : result.order;
  });
