import { rejectOrder } from '~/server/domain/orders/approve-order';
import { orgProcedure } from '~/server/api/procedures';
import { rejectOrderInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const rejectOrderProcedure = orgProcedure('admin')
  .input(rejectOrderInput)
  .mutation(({ ctx, input }) =>
    rejectOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      actor: ctx.actor,
      reason: input.reason || undefined,
    }),
  );
