import { selectBid } from '~/server/domain/cases/select-bid';
import { orgProcedure } from '~/server/api/procedures';
import { selectBidInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

/** Choosing a bid issues an invoice: owners and admins only. */
export const selectBidProcedure = orgProcedure('admin')
  .input(selectBidInput)
  .mutation(({ ctx, input }) =>
    selectBid({
      db: ctx.db,
      domain: ctx.domain,
      caseId: input.caseId,
      bidId: input.bidId,
      reach: memberReach(ctx.organizationId),
    }),
  );
