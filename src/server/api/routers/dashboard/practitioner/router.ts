import { router } from '~/server/api/trpc';
import { casesRouter } from './cases';
import { earningsProcedure } from './earnings';
import { offersRouter } from './offers';
import { ordersRouter } from './orders';

/** The practitioner workspace: every procedure needs a signed-in, active practitioner. */
export const practitionerRouter = router({
  offers: offersRouter,
  orders: ordersRouter,
  cases: casesRouter,
  earnings: earningsProcedure,
});
