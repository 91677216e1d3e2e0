import { orgProcedure } from '~/server/api/procedures';
import { revokeConnectedApp } from '~/server/domain/oauth/connected-apps';
import { revokeKeyInput } from '~/shared/dashboard/org-inputs';

/** Disconnects an app: its grant is revoked, its next call is 401. Owners and admins. */
export const revokeConnectedAppProcedure = orgProcedure('admin')
  .input(revokeKeyInput)
  .mutation(({ ctx, input }) =>
    revokeConnectedApp(ctx.db, { organizationId: ctx.organizationId, prefix: input.prefix, userId: ctx.user.id }),
  );
