import { rejectOrder } from '~/server/domain/orders/approve-order';
import { orgProcedure } from '~/server/api/procedures';
import { rejectOrderInput } from '~/shared/dashboard/org-inputs';

export const rejectOrderProcedure = orgProcedure('admin')
  .input(rejectOrderInput)
  .mutation(({ ctx, input }) =>
    rejectOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      organizationId: ctx.organizationId,
      actor: ctx.actor,
      reason: input.reason || undefined,
    }),
  );
