import { listEvents } from '~/server/domain/webhooks/list-events';
import { orgProcedure } from '~/server/api/procedures';
import { listEventsInput } from '~/shared/dashboard/org-inputs';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';

/** Every event of the organization across orders, as GET /v1/events shows them; resending is orders.resendEvent. */
export const listEventsProcedure = orgProcedure('member')
  .input(listEventsInput)
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input);
    return listEvents({
      db: ctx.db,
      tenant: { organizationId: ctx.organizationId, livemode: !input.test },
      type: input.type,
      orderId: input.orderId,
      search: input.search,
      status: input.status,
      createdSince: start,
      createdBefore: end,
      startingAfter: input.cursor,
      limit: input.limit ?? 25,
    });
  });
