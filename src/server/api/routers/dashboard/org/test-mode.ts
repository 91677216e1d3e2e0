import { testBalance, topUpTestDeposit } from '~/server/domain/testmode/test-deposit';
import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { orgInput, testDepositInput } from '~/shared/dashboard/org-inputs';

/** The dashboard's test mode: the test deposit (no money; pending organizations too). */
export const testModeRouter = router({
  balance: orgProcedure('member')
    .input(orgInput)
    .query(({ ctx }) => testBalance(ctx.db, ctx.organizationId)),

  /** The test-deposit top-up button (owners and admins). */
  topUp: orgProcedure('admin')
    .input(testDepositInput)
    .mutation(({ ctx, input }) =>
      topUpTestDeposit({ db: ctx.db, organizationId: ctx.organizationId, amountIdr: input.amountIdr }),
    ),
});
