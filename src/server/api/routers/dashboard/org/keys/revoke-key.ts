import { revokeApiKey } from '~/server/domain/keys/revoke-api-key';
import { orgProcedure } from '~/server/api/procedures';
import { revokeKeyInput } from '~/shared/dashboard/org-inputs';

export const revokeKeyProcedure = orgProcedure('admin')
  .input(revokeKeyInput)
  .mutation(({ ctx, input }) =>
    revokeApiKey({ db: ctx.db, prefix: input.prefix, reach: { organizationId: ctx.organizationId } }),
  );
