import { orgProcedure } from '~/server/api/procedures';
import { listConnectedApps } from '~/server/domain/oauth/connected-apps';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** Apps connected by OAuth, with their grants: everyone in the organization sees them. */
export const listConnectedAppsProcedure = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => listConnectedApps(ctx.db, ctx.organizationId));
