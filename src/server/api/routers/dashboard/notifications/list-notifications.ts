import { z } from 'zod';
import { userProcedure } from '~/server/api/procedures';
import { listNotifications } from '~/server/domain/notifications/list-notifications';

export const listNotificationsProcedure = userProcedure
  .input(z.object({ limit: z.number().int().min(1).max(200).optional() }).optional())
  .query(({ ctx, input }) => listNotifications({ db: ctx.db, userId: ctx.user.id, limit: input?.limit }));
