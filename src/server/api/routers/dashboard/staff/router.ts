import { router } from '~/server/api/trpc';
import { financeRouter } from './finance/router';
import { operatorRouter } from './operator/router';

/** The staff console: operator and finance areas, each procedure guarded by its platform role. */
export const staffRouter = router({
  operator: operatorRouter,
  finance: financeRouter,
});
