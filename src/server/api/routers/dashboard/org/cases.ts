import { caseDetail } from '~/server/domain/cases/case-detail';
import { listCases } from '~/server/domain/cases/list-cases';
import { listInvoices } from '~/server/domain/cases/list-invoices';
import { selectBid } from '~/server/domain/cases/select-bid';
import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { caseIdInput, modeInput, selectBidInput } from '~/shared/dashboard/org-inputs';

/** Cases on the case board and their invoices; choosing a bid (which issues an invoice) is for owners and admins. */
export const casesRouter = router({
  list: orgProcedure('member')
    .input(modeInput)
    .query(({ ctx, input }) => listCases({ db: ctx.db, organizationId: ctx.organizationId, livemode: !input.test })),

  detail: orgProcedure('member')
    .input(caseIdInput)
    .query(({ ctx, input }) =>
      caseDetail({ db: ctx.db, domain: ctx.domain, caseId: input.caseId, organizationId: ctx.organizationId }),
    ),

  selectBid: orgProcedure('admin')
    .input(selectBidInput)
    .mutation(({ ctx, input }) =>
      selectBid({
        db: ctx.db,
        domain: ctx.domain,
        caseId: input.caseId,
        bidId: input.bidId,
        organizationId: ctx.organizationId,
      }),
    ),

  invoices: orgProcedure('member')
    .input(modeInput)
    .query(({ ctx, input }) => listInvoices({ db: ctx.db, organizationId: ctx.organizationId, livemode: !input.test })),
});
