import { listPractitioners } from '~/server/domain/practitioners/list-practitioners';
import { staffProcedure } from '~/server/api/procedures';
import { practitionersInput } from '~/shared/dashboard/staff-inputs';

export const listPractitionersProcedure = staffProcedure('operator')
  .input(practitionersInput)
  .query(({ ctx, input }) =>
    listPractitioners({
      db: ctx.db,
      search: input?.search || undefined,
      state: input?.state,
      startingAfter: input?.cursor,
      limit: input?.limit,
    }),
  );
