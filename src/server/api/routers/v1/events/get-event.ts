import { getEvent } from '~/server/domain/webhooks/list-events';
import { v1Endpoint } from '~/server/api/rest/endpoint';
import { eventIdInput, eventSchema } from '~/shared/v1/event-schema';

export const getEventEndpoint = v1Endpoint({
  scope: 'event:baca',
  meta: {
    openapi: {
      method: 'GET',
      path: '/events/{id}',
      tags: ['Events'],
      summary: 'One event with its delivery attempts',
      protect: true,
    },
    errors: ['NOT_FOUND'],
  },
  input: eventIdInput,
  output: eventSchema,
  handle: ({ ctx, input }) =>
    getEvent({
      db: ctx.db,
      eventId: input.id,
      tenant: ctx.apiKey,
    }),
});
