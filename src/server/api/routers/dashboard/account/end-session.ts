import { z } from 'zod';
import { endSession } from '~/server/domain/people/sessions';
import { userProcedure } from '~/server/api/procedures';

export const endSessionProcedure = userProcedure
  .input(z.object({ sessionId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) => endSession(ctx.db, { userId: ctx.user.id, sessionId: input.sessionId }));
