import { approveOrder } from '~/server/domain/orders/approve-order';
import { orgProcedure } from '~/server/api/procedures';
import { orderIdInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const approveOrderProcedure = orgProcedure('admin')
  .input(orderIdInput)
  .mutation(({ ctx, input }) =>
    approveOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      actor: ctx.actor,
    }),
  );
