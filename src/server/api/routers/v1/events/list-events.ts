import { z } from 'zod';
import { listEvents } from '~/server/domain/webhooks/list-events';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { EVENT_TYPES, eventSchema } from '~/shared/v1/event-schema';
import { text } from '~/shared/v1/limits';

export const listEventsEndpoint = v1Endpoint({
  scope: 'event:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/events',
      tags: ['Events'],
      summary: "List the organization's events of the last 30 days, with their deliveries",
      description:
        'Newest first. Page with `starting_after` = the last id of the previous page while `has_more` is true; ' +
        'events written meanwhile come before the first page, never between pages.',
      protect: true,
    },
    errors: ['NOT_FOUND', 'VALIDATION'],
  },
  input: z.object({
    type: z.enum(EVENT_TYPES).optional().describe('Only events of this name'),
    order_id: text().optional().describe('Only events of this order'),
    created_since: z.iso
      .datetime({ offset: true })
      .optional()
      .describe('Only events created at or after this ISO 8601 time'),
    limit: z.coerce.number().int().min(1).max(100).optional().describe('Page size, 1-100 (default 20)'),
    starting_after: text().optional().describe('Cursor: an event id from the previous page'),
  }),
  output: z.object({ data: z.array(eventSchema), has_more: z.boolean() }),
  handle: ({ ctx, input }) =>
    listEvents({
      db: ctx.db,
      tenant: ctx.apiKey,
      type: input.type,
      orderId: input.order_id,
      createdSince: input.created_since ? new Date(input.created_since) : undefined,
      limit: input.limit,
      startingAfter: input.starting_after,
    }),
});
