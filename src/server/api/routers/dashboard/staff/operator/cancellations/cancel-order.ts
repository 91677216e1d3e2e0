import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { staffProcedure } from '~/server/api/procedures';
import { cancelOrderInput } from '~/shared/dashboard/staff-inputs';

/** Cancelling refunds the escrow to the deposit. */
export const cancelOrderProcedure = staffProcedure('operator')
  .input(cancelOrderInput)
  .mutation(({ ctx, input }) =>
    cancelOrder({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, reason: input.reason, actor: ctx.actor }),
  );
