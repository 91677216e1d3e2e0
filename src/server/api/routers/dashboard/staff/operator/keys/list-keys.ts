import { listKeysForStaff } from '~/server/domain/keys/list-keys-for-staff';
import { staffProcedure } from '~/server/api/procedures';
import { keysInput } from '~/shared/dashboard/staff-inputs';

export const listKeysProcedure = staffProcedure('operator')
  .input(keysInput)
  .query(({ ctx, input }) => listKeysForStaff({ db: ctx.db, q: input.q }));
