import { z } from 'zod';
import { userProcedure } from '~/server/api/procedures';
import { setNotificationSettings } from '~/server/domain/notifications/notification-settings';
import { NOTIFICATION_KINDS } from '~/shared/notifications/kinds';

const emailChoices = z.partialRecord(z.enum(NOTIFICATION_KINDS), z.boolean());

export const setSettingsProcedure = userProcedure
  .input(z.object({ email: emailChoices }))
  .mutation(({ ctx, input }) => setNotificationSettings({ db: ctx.db, userId: ctx.user.id, email: input.email }));
