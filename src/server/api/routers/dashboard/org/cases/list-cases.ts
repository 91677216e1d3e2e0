import { listCases } from '~/server/domain/cases/list-cases';
import { orgProcedure } from '~/server/api/procedures';
import { modeInput } from '~/shared/dashboard/org-inputs';

export const listCasesProcedure = orgProcedure('member')
  .input(modeInput)
  .query(({ ctx, input }) => listCases({ db: ctx.db, organizationId: ctx.organizationId, livemode: !input.test }));
