import { caseDetail } from '~/server/domain/cases/case-detail';
import { orgProcedure } from '~/server/api/procedures';
import { caseIdInput } from '~/shared/dashboard/org-inputs';
import { memberReach } from '~/server/domain/tenant';

export const getCaseDetailProcedure = orgProcedure('member')
  .input(caseIdInput)
  .query(({ ctx, input }) =>
    caseDetail({ db: ctx.db, domain: ctx.domain, caseId: input.caseId, reach: memberReach(ctx.organizationId) }),
  );
