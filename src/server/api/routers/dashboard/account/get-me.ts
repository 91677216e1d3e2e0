import { getMe } from '~/server/domain/people/get-me';
import { userProcedure } from '~/server/api/procedures';

export const getMeProcedure = userProcedure.query(({ ctx }) => getMe({ db: ctx.db, userId: ctx.user.id }));
