import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { notificationSettings } from '~/server/db/schema';
import { NOTIFICATION_KINDS, type NotificationKind } from '~/shared/notifications/kinds';

export type NotificationSettings = { kind: NotificationKind; email: boolean; in_app: true }[];

/** Every kind with its e-mail choice (on unless turned off); in-app notifications cannot be turned off. */
export async function getNotificationSettings(options: { db: DbOrTx; userId: string }): Promise<NotificationSettings> {
  const rows = await options.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, options.userId));
  const off = new Set(rows.filter((r) => !r.email).map((r) => r.kind));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: !off.has(kind), in_app: true as const }));
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
