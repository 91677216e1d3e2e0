import { askClient } from '~/server/domain/orders/practitioner-moves';
import { orderTextInput } from '~/shared/dashboard/practitioner-inputs';
import { heldOrderProcedure } from './held-order-procedure';

export const askClientProcedure = heldOrderProcedure.input(orderTextInput).mutation(({ ctx, input }) =>
  askClient({
    db: ctx.db,
    domain: ctx.domain,
    orderId: input.orderId,
    practitionerId: ctx.practitionerId,
    text: input.text,
    files: input.files,
  }),
);
