import { listPractitioners } from '~/server/domain/practitioners/list-practitioners';
import { staffProcedure } from '~/server/api/procedures';

export const listPractitionersProcedure = staffProcedure('operator').query(({ ctx }) =>
  listPractitioners({ db: ctx.db }),
);
