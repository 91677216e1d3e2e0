import { z } from 'zod';
import { ORDER_STATUSES } from '~/server/db/schema';
import { listOrders } from '~/server/domain/orders/list-orders';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { orderSchema } from '~/server/api/routers/v1/shared/order-schema';
import { text } from '~/shared/v1/limits';
import { agentViewer } from '~/server/api/viewers';

export const listOrdersEndpoint = v1Endpoint({
  scope: 'order:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/orders',
      tags: ['Orders'],
      summary: "List the organization's orders (reconciliation)",
      description:
        'Newest first. Page with `starting_after` = the last id of the previous page while `has_more` is true.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'VALIDATION'],
  },
  input: z.object({
    status: z.enum(ORDER_STATUSES).optional().describe('Only orders in this state'),
    updated_since: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('Only orders updated at or after this ISO 8601 time'),
    limit: z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1-100 (default 20)'),
    starting_after: text().optional().describe('Cursor: an order id from the previous page'),
  }),
  output: z.object({ data: z.array(orderSchema), has_more: z.boolean() }),
  handle: ({ ctx, input }) =>
    listOrders({
      db: ctx.db,
      organizationId: ctx.apiKey.organizationId,
      livemode: ctx.apiKey.livemode,
      status: input.status,
      updatedSince: input.updated_since ? new Date(input.updated_since) : undefined,
      limit: input.limit,
      startingAfter: input.starting_after,
      viewer: agentViewer(ctx.apiKey),
      links: { domain: ctx.domain, reader: { type: 'api_key', id: ctx.apiKey.id } },
    }),
});
