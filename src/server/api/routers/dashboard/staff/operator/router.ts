import { router } from '~/server/api/trpc';
import { applicationsRouter } from './applications';
import { catalogRouter } from './catalog';
import { keysRouter } from './keys';
import { cancellationsRouter, disputesRouter } from './orders';
import { practitionersRouter } from './practitioners';

/** Platform operators: every procedure is guarded by staffProcedure('operator'). */
export const operatorRouter = router({
  applications: applicationsRouter,
  catalog: catalogRouter,
  practitioners: practitionersRouter,
  disputes: disputesRouter,
  cancellations: cancellationsRouter,
  keys: keysRouter,
});
