import { router } from '~/server/api/trpc';
import { accountRouter } from './account/router';
import { notificationsRouter } from './notifications/router';
import { oauthRouter } from './oauth/router';
import { orgRouter } from './org/router';
import { practitionerRouter } from './practitioner/router';
import { staffRouter } from './staff/router';

/** The web app's API (not public): each area guards its procedures by role. */
export const dashboardRouter = router({
  account: accountRouter,
  notifications: notificationsRouter,
  oauth: oauthRouter,
  org: orgRouter,
  practitioner: practitionerRouter,
  staff: staffRouter,
});

export type DashboardRouter = typeof dashboardRouter;
