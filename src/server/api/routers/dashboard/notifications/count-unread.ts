import { userProcedure } from '~/server/api/procedures';
import { unreadNotificationCount } from '~/server/domain/notifications/list-notifications';

export const countUnreadProcedure = userProcedure.query(async ({ ctx }) => ({
  unread: await unreadNotificationCount({ db: ctx.db, userId: ctx.user.id }),
}));
