import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { listConnectedApps, revokeConnectedApp } from '~/server/domain/oauth/connected-apps';
import { orgInput, revokeKeyInput } from '~/shared/dashboard/org-inputs';

/** Apps connected by OAuth: everyone in the organization sees them; owners and admins revoke. */
export const connectedAppsRouter = router({
  list: orgProcedure('member')
    .input(orgInput)
    .query(({ ctx }) => listConnectedApps(ctx.db, ctx.organizationId)),
  revoke: orgProcedure('admin')
    .input(revokeKeyInput)
    .mutation(({ ctx, input }) =>
      revokeConnectedApp(ctx.db, { organizationId: ctx.organizationId, prefix: input.prefix, userId: ctx.user.id }),
    ),
});
