import { router } from '~/server/api/trpc';
import { countUnreadProcedure } from './count-unread';
import { getSettingsProcedure } from './get-settings';
import { listNotificationsProcedure } from './list-notifications';
import { markAllReadProcedure } from './mark-all-read';
import { markReadProcedure } from './mark-read';
import { setSettingsProcedure } from './set-settings';

/** The signed-in person's own notifications and e-mail choices: every role has them. */
export const notificationsRouter = router({
  list: listNotificationsProcedure,
  unreadCount: countUnreadProcedure,
  markRead: markReadProcedure,
  markAllRead: markAllReadProcedure,
  settings: getSettingsProcedure,
  setSettings: setSettingsProcedure,
});
