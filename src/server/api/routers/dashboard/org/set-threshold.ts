import { updateApprovalThreshold } from '~/server/domain/organizations/update-approval-threshold';
import { orgProcedure } from '~/server/api/procedures';
import { setThresholdInput } from '~/shared/dashboard/org-inputs';

export const setThresholdProcedure = orgProcedure('admin')
  .input(setThresholdInput)
  .mutation(({ ctx, input }) =>
    updateApprovalThreshold({
      db: ctx.db,
      organizationId: ctx.organizationId,
      thresholdIdr: input.thresholdIdr,
      actor: ctx.actor,
    }),
  );
