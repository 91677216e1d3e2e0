import { listApplications } from '~/server/domain/organizations/list-applications';
import { staffProcedure } from '~/server/api/procedures';
import { applicationsInput } from '~/shared/dashboard/staff-inputs';

export const listApplicationsProcedure = staffProcedure('operator')
  .input(applicationsInput)
  .query(({ ctx, input }) => listApplications({ db: ctx.db, status: input.status }));
