import { router } from '~/server/api/trpc';
import { invoicesRouter } from './invoices';
import { transfersRouter } from './transfers';

/** Platform finance: every procedure is guarded by staffProcedure('finance'). */
export const financeRouter = router({
  transfers: transfersRouter,
  invoices: invoicesRouter,
});
