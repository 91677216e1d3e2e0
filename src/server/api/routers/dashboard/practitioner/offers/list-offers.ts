import { listPractitionerOffers } from '~/server/domain/offers/list-practitioner-offers';
import { practitionerProcedure } from '~/server/api/procedures';

/** The offers made to the signed-in practitioner: one order at a time per offer, 30 minutes each. */
export const listOffersProcedure = practitionerProcedure.query(({ ctx }) =>
  listPractitionerOffers({ db: ctx.db, domain: ctx.domain, practitionerId: ctx.practitionerId }),
);
