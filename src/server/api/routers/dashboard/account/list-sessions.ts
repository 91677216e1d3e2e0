import { listSessions } from '~/server/domain/people/sessions';
import { userProcedure } from '~/server/api/procedures';

/** The person's signed-in browsers (device, address, last seen), this one marked. */
export const listSessionsProcedure = userProcedure.query(({ ctx }) =>
  listSessions(ctx.db, { userId: ctx.user.id, currentSessionId: ctx.sessionId }),
);
