import { z } from 'zod';
import { userProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { listNotifications, unreadNotificationCount } from '~/server/domain/notifications/list-notifications';
import { markAllNotificationsRead, markNotificationRead } from '~/server/domain/notifications/mark-read';
import { getNotificationSettings, setNotificationSettings } from '~/server/domain/notifications/notification-settings';
import { NOTIFICATION_KINDS } from '~/shared/notifications/kinds';

const emailChoices = z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean());

/** The signed-in person's own notifications and e-mail choices: every role has them. */
export const notificationsRouter = router({
  list: userProcedure
    .input(z.object({ limit: z.number().int().min(1).max(200).optional() }).optional())
    .query(({ ctx, input }) => listNotifications({ db: ctx.db, userId: ctx.user.id, limit: input?.limit })),
  unreadCount: userProcedure.query(async ({ ctx }) => ({
    unread: await unreadNotificationCount({ db: ctx.db, userId: ctx.user.id }),
  })),
  markRead: userProcedure
    .input(z.object({ notificationId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) =>
      markNotificationRead({ db: ctx.db, userId: ctx.user.id, notificationId: input.notificationId }),
    ),
  markAllRead: userProcedure.mutation(({ ctx }) => markAllNotificationsRead({ db: ctx.db, userId: ctx.user.id })),
  settings: userProcedure.query(({ ctx }) => getNotificationSettings({ db: ctx.db, userId: ctx.user.id })),
  setSettings: userProcedure
    .input(z.object({ email: emailChoices }))
    .mutation(({ ctx, input }) => setNotificationSettings({ db: ctx.db, userId: ctx.user.id, email: input.email })),
});
