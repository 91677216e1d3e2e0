import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '~/server/domain/orders/add-message';
import { replyToOrder } from '~/server/domain/orders/client-actions';
import { apiKeyProcedure } from '~/server/api/procedures';
import { agentViewer } from '~/server/api/viewers';
import { orderIdInput, orderSchema } from '~/server/api/routers/v1/shared/order-schema';

export const postMessageProcedure = apiKeyProcedure('order:pesan')
  .meta({
    openapi: {
      method: 'POST',
      path: '/orders/{id}/messages',
      tags: ['Orders'],
      summary: "Reply to the practitioner's request for data",
      description: 'Only in `butuh_input_klien`; the order goes back to `dikerjakan`. Returns the full order.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'INVALID_STATE'],
  })
  .input(
    orderIdInput
      .extend({ message: z.string().min(1).max(MAX_MESSAGE_LENGTH).describe('Reply text, 1-20000 characters') })
      .strict(),
  )
  .output(orderSchema)
  .mutation(({ ctx, input }) =>
    replyToOrder({
      db: ctx.db,
      orderId: input.id,
      organizationId: ctx.apiKey.organizationId,
      text: input.message,
      actor: { type: 'api_key', id: ctx.apiKey.id },
      viewer: agentViewer(ctx.apiKey),
    }),
  );
