import { listCases } from '~/server/domain/cases/list-cases';
import { orgProcedure } from '~/server/api/procedures';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { listCasesInput } from '~/shared/dashboard/org-inputs';

export const listCasesProcedure = orgProcedure('member')
  .input(listCasesInput)
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input);
    return listCases({
      db: ctx.db,
      organizationId: ctx.organizationId,
      livemode: !input.test,
      status: input.status,
      search: input.search,
      createdFrom: start,
      createdBefore: end,
    });
  });
