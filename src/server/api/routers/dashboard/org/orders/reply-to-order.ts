import { replyToOrder } from '~/server/domain/orders/client-actions';
import { orgProcedure } from '~/server/api/procedures';
import { messageOrderInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const replyToOrderProcedure = orgProcedure('admin')
  .input(messageOrderInput)
  .mutation(({ ctx, input }) =>
    replyToOrder({
      db: ctx.db,
      domain: ctx.domain,
      orderId: input.orderId,
      reach: memberReach(ctx.organizationId),
      actor: ctx.actor,
      text: input.text,
      files: input.files,
    }),
  );
