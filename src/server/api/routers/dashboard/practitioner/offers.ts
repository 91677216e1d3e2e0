import { listPractitionerOffers } from '~/server/domain/offers/list-practitioner-offers';
import { acceptOffer, declineOffer } from '~/server/domain/offers/offer-responses';
import { requirePractitionerOrderAccess } from '~/server/domain/offers/practitioner-order-access';
import { practitionerProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { orderIdInput } from '~/shared/dashboard/practitioner-inputs';

/** The offers made to the signed-in practitioner: one order at a time per offer, 30 minutes each. */
export const offersRouter = router({
  list: practitionerProcedure.query(({ ctx }) =>
    listPractitionerOffers({ db: ctx.db, domain: ctx.domain, practitionerId: ctx.practitionerId }),
  ),

  accept: practitionerProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    await requirePractitionerOrderAccess({
      db: ctx.db,
      orderId: input.orderId,
      practitionerId: ctx.practitionerId,
      kind: 'offer',
    });
    return acceptOffer({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
  }),

  decline: practitionerProcedure.input(orderIdInput).mutation(async ({ ctx, input }) => {
    await requirePractitionerOrderAccess({
      db: ctx.db,
      orderId: input.orderId,
      practitionerId: ctx.practitionerId,
      kind: 'offer',
    });
    await declineOffer({ db: ctx.db, domain: ctx.domain, orderId: input.orderId, practitionerId: ctx.practitionerId });
    // The order moved on to someone else: nothing of it is returned to the one who declined.
    return { order_id: input.orderId, declined: true as const };
  }),
});
