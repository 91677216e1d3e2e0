import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { notificationSettings } from '~/server/db/schema';
import { EMAIL_OPT_IN_KINDS, NOTIFICATION_KINDS, type NotificationKind } from '~/shared/notifications/kinds';

export type NotificationSettings = { kind: NotificationKind; email: boolean; in_app: true }[];

/**
 * Every kind with its e-mail choice: on unless turned off, but for the opt-in kinds (receipts), off unless turned
 * on. In-app notifications cannot be turned off.
 */
export async function getNotificationSettings(options: { db: DbOrTx; userId: string }): Promise<NotificationSettings> {
  const rows = await options.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, options.userId));
  const chosen = new Map(rows.map((r) => [r.kind, r.email]));
  return NOTIFICATION_KINDS.map((kind) => ({
    kind,
    email: chosen.get(kind) ?? !EMAIL_OPT_IN_KINDS.includes(kind),
    in_app: true as const,
  }));
}

/** Sets the e-mail choice of the kinds given; kinds left out keep theirs. */
export async function setNotificationSettings(options: {
  db: DbOrTx;
  userId: string;
  email: Partial<Record<NotificationKind, boolean>>;
}): Promise<NotificationSettings> {
  const { db, userId } = options;
  for (const kind of NOTIFICATION_KINDS) {
    const email = options.email[kind];
    if (email === undefined) continue;
    await db
      .insert(notificationSettings)
      .values({ userId, kind, email })
      .onConflictDoUpdate({ target: [notificationSettings.userId, notificationSettings.kind], set: { email } });
  }
  return getNotificationSettings({ db, userId });
}
