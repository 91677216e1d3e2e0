import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { practitionerProcedure } from '~/server/api/procedures';
import { orderIdInput } from '~/shared/dashboard/practitioner-inputs';

/** Procedures on an order the practitioner holds: another practitioner's order is 403 before anything moves. */
export const heldOrderProcedure = practitionerProcedure.input(orderIdInput).use(async ({ ctx, input, next }) => {
  await requirePractitionerOrderAccess({
    db: ctx.db,
    orderId: input.orderId,
    practitionerId: ctx.practitionerId,
    kind: 'held',
  });
  return next();
});
