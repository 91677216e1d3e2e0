import { listApplications } from '~/server/domain/organizations/list-applications';
import { staffProcedure } from '~/server/api/procedures';
import { jakartaDayRange } from '~/shared/dashboard/list-filter';
import { applicationsInput } from '~/shared/dashboard/staff-inputs';

export const listApplicationsProcedure = staffProcedure('operator')
  .input(applicationsInput)
  .query(({ ctx, input }) => {
    const { start, end } = jakartaDayRange(input);
    return listApplications({
      db: ctx.db,
      status: input.status,
      search: input.search || undefined,
      appliedFrom: start,
      appliedBefore: end,
      startingAfter: input.cursor,
      limit: input.limit,
    });
  });
