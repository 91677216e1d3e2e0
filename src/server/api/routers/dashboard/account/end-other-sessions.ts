import { endOtherSessions } from '~/server/domain/people/sessions';
import { AppError } from '~/server/domain/errors';
import { userProcedure } from '~/server/api/procedures';

export const endOtherSessionsProcedure = userProcedure.mutation(({ ctx }) => {
  if (!ctx.sessionId) throw new AppError('UNAUTHORIZED', 'Silakan masuk terlebih dahulu.');
  return endOtherSessions(ctx.db, { userId: ctx.user.id, keepSessionId: ctx.sessionId });
});
