import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { practitionerProcedure } from '~/server/api/procedures';
import { orderIdInput } from '~/shared/dashboard/practitioner-inputs';

export const acceptOfferProcedure = practitionerProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
  await requirePractitionerOrderAccess({
    db: ctx.db,
    orderId: input.orderId,
    practitionerId: ctx.practitionerId,
    kind: 'offer',
  });
  return acceptOffer({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
});
