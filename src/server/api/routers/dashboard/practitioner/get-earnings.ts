import { practitionerEarnings } from '~/server/domain/earnings/practitioner-earnings';
import { practitionerProcedure } from '~/server/api/procedures';

/** The practitioner's earnings page: released escrow per order, per month, and what is paid out. */
export const getEarningsProcedure = practitionerProcedure.query(({ ctx }) =>
  practitionerEarnings({ db: ctx.db, practitionerId: ctx.practitionerId }),
);
