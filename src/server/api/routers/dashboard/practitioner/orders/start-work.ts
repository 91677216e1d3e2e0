import { startWork } from '~/server/domain/orders/practitioner-moves';
import { heldOrderProcedure } from './held-order-procedure';

export const startWorkProcedure = heldOrderProcedure.mutation(({ ctx, input }) =>
  startWork({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId }),
);
