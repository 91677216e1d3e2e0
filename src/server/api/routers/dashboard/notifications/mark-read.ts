import { z } from 'zod';
import { userProcedure } from '~/server/api/procedures';
import { markNotificationRead } from '~/server/domain/notifications/mark-read';

export const markReadProcedure = userProcedure
  .input(z.object({ notificationId: z.string().min(1).max(100) }))
  .mutation(({ ctx, input }) =>
    markNotificationRead({ db: ctx.db, userId: ctx.user.id, notificationId: input.notificationId }),
  );
