import { listPractitionerBids } from '~/server/domain/cases/list-practitioner-bids';
import { practitionerProcedure } from '~/server/api/procedures';

export const listMyBidsProcedure = practitionerProcedure.query(({ ctx }) =>
  listPractitionerBids({ db: ctx.db, practitionerId: ctx.practitionerId }),
);
