import { getEvent } from '~/server/domain/webhooks/list-events';
import { apiKeyProcedure } from '~/server/api/procedures';
import { eventIdInput, eventSchema } from '~/shared/v1/event-schema';

export const getEventProcedure = apiKeyProcedure('event:baca')
  .meta({
    openapi: {
      method: 'GET',
      path: '/events/{id}',
      tags: ['Events'],
      summary: 'One event with its delivery attempts',
      protect: true,
    },
    errors: ['NOT_FOUND'],
  })
  .input(eventIdInput)
  .output(eventSchema)
  .query(({ ctx, input }) =>
    getEvent({
      db: ctx.db,
      eventId: input.id,
      organizationId: ctx.apiKey.organizationId,
      livemode: ctx.apiKey.livemode,
    }),
  );
