import { router } from '~/server/api/trpc';
import { casesRouter } from './cases';
import { chartsProcedures } from './charts';
import { eventsRouter } from './events';
import { homeProcedure } from './home';
import { keysRouter } from './keys';
import { membersRouter } from './members';
import { ordersRouter } from './orders';
import { overviewProcedures } from './overview';
import { testModeRouter } from './test-mode';

/**
 * The organization dashboard. Every procedure names its organization in the input; `orgProcedure` checks
 * membership and role in the database on each call (non-member: NOT_FOUND, too low a role: FORBIDDEN).
 */
export const orgRouter = router({
  ...overviewProcedures,
  ...chartsProcedures,
  home: homeProcedure,
  keys: keysRouter,
  orders: ordersRouter,
  events: eventsRouter,
  cases: casesRouter,
  members: membersRouter,
  testMode: testModeRouter,
});
