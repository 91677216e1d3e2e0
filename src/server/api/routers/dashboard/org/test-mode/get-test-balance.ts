import { testBalance } from '~/server/domain/testmode/test-deposit';
import { orgProcedure } from '~/server/api/procedures';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** The test deposit (no money; pending organizations have one too). */
export const getTestBalanceProcedure = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => testBalance(ctx.db, ctx.organizationId));
