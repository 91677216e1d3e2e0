import { topUpTestDeposit } from '~/server/domain/testmode/test-deposit';
import { orgProcedure } from '~/server/api/procedures';
import { testDepositInput } from '~/shared/dashboard/org-inputs';

/** The test-deposit top-up button (owners and admins). */
export const topUpTestDepositProcedure = orgProcedure('admin')
  .input(testDepositInput)
  .mutation(({ ctx, input }) =>
    topUpTestDeposit({ db: ctx.db, organizationId: ctx.organizationId, amountIdr: input.amountIdr }),
  );
