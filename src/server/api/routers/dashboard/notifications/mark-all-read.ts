import { userProcedure } from '~/server/api/procedures';
import { markAllNotificationsRead } from '~/server/domain/notifications/mark-read';

export const markAllReadProcedure = userProcedure.mutation(({ ctx }) =>
  markAllNotificationsRead({ db: ctx.db, userId: ctx.user.id }),
);
