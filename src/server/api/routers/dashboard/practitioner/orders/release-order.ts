import { releaseOrder } from '~/server/domain/orders/practitioner-moves';
import { heldOrderProcedure } from './held-order-procedure';

export const releaseOrderProcedure = heldOrderProcedure.mutation(async ({ ctx, input }) => {
  await releaseOrder({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
  return { order_id: input.orderId, released: true as const };
});
