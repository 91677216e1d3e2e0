import { declineOffer } from '~/server/domain/offers/offer-responses';
import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { practitionerProcedure } from '~/server/api/procedures';
import { orderIdInput } from '~/shared/dashboard/practitioner-inputs';

export const declineOfferProcedure = practitionerProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
  await requirePractitionerOrderAccess({
    db: ctx.db,
    orderId: input.orderId,
    practitionerId: ctx.practitionerId,
    kind: 'offer',
  });
  await declineOffer({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
  // The order moved on to someone else: nothing of it is returned to the one who declined.
  return { order_id: input.orderId, declined: true as const };
});
