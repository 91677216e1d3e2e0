import { userProcedure } from '~/server/api/procedures';
import { getNotificationSettings } from '~/server/domain/notifications/notification-settings';

export const getSettingsProcedure = userProcedure.query(({ ctx }) =>
  getNotificationSettings({ db: ctx.db, userId: ctx.user.id }),
);
