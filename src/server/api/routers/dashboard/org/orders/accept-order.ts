import { acceptOrder } from '~/server/domain/orders/client-actions';
import { orgProcedure } from '~/server/api/procedures';
import { orderIdInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const acceptOrderProcedure = orgProcedure('admin')
  .input(orderIdInput)
  .mutation(({ ctx, input }) =>
    acceptOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      actor: ctx.actor,
    }),
  );
