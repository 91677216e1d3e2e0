import { openDispute } from '~/server/domain/orders/client-actions';
import { orgProcedure } from '~/server/api/procedures';
import { disputeOrderInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const openDisputeProcedure = orgProcedure('admin')
  .input(disputeOrderInput)
  .mutation(({ ctx, input }) =>
    openDispute({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      actor: ctx.actor,
      reason: input.reason,
    }),
  );
