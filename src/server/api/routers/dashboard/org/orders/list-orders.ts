import { listOrders } from '~/server/domain/orders/list-orders';
import { orgProcedure } from '~/server/api/procedures';
import { memberViewer } from '~/server/api/viewers';
import { listOrdersInput } from '~/shared/dashboard/org-inputs';

export const listOrdersProcedure = orgProcedure('member')
  .input(listOrdersInput)
  .query(({ ctx, input }) =>
    listOrders({
      db: ctx.db,
      organizationId: ctx.organizationId,
      status: input.status,
      startingAfter: input.cursor,
      limit: input.limit ?? 25,
      viewer: memberViewer(ctx.orgRole),
      // The test-mode switch: test orders only in test mode, live orders only otherwise.
      livemode: !input.test,
    }),
  );
