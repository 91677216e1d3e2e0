import { listEvents } from '~/server/domain/webhooks/list-events';
import { orgProcedure } from '~/server/api/procedures';
import { listEventsInput } from '~/shared/dashboard/org-inputs';

/** Every event of the organization across orders, as GET /v1/events shows them; resending is orders.resendEvent. */
export const listEventsProcedure = orgProcedure('member')
  .input(listEventsInput)
  .query(({ ctx, input }) =>
    listEvents({
      db: ctx.db,
      tenant: { organizationId: ctx.organizationId, livemode: !input.test },
      type: input.type,
      orderId: input.orderId,
      startingAfter: input.cursor,
      limit: input.limit ?? 25,
    }),
  );
