import { listOrders } from '~/server/domain/orders/list-orders';
import { withOrderTitles } from '~/server/domain/orders/order-titles';
import { orgProcedure } from '~/server/api/procedures';
import { memberViewer } from '~/server/api/viewers';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { listOrdersInput } from '~/shared/dashboard/org-inputs';

export const listOrdersProcedure = orgProcedure('member')
  .input(listOrdersInput)
  .query(async ({ ctx, input }) => {
    const range = jakartaDayRange(input);
    const page = await listOrders({
      db: ctx.db,
      organizationId: ctx.organizationId,
      status: input.status,
      search: input.search || undefined,
      createdFrom: range.start,
      createdBefore: range.end,
      startingAfter: input.cursor,
      limit: input.limit ?? 25,
      viewer: memberViewer(ctx.orgRole),
      // The test-mode switch: test orders only in test mode, live orders only otherwise.
      livemode: !input.test,
    });
    // Rows are titled by what they are: the service's name and the company in the intake.
    return { ...page, data: await withOrderTitles(ctx.db, page.data) };
  });
