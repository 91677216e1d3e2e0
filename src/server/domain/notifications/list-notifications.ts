import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { notifications, user } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { asksForAction, notificationText } from '~/shared/notifications/notification-text';
import { handledNotifications } from './handled';

const NOTIFICATION_PAGE = 50;

/**
 * A person's notifications, newest first, rendered in their language (the dashboard list, `ops notifications`).
 * `handled`: it asked for an action that is now done (its text says so); `actionable`: it still asks.
 */
export async function listNotifications(options: { db: DbOrTx; userId: string; limit?: number; unreadOnly?: boolean }) {
  const { db, userId } = options;
  const [person] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, userId));
  const locale = person?.locale === 'en' ? 'en' : 'id';
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(options.limit ?? NOTIFICATION_PAGE, 200));
  const handled = await handledNotifications(db, rows);
  return rows.map((n) => ({
    id: n.id,
    kind: n.kind,
    ...notificationText(locale, n.kind, n.params, { handled: handled.has(n.id) }),
    handled: handled.has(n.id),
    actionable: asksForAction(n.kind) && !handled.has(n.id),
    params: n.params,
    link: n.linkPath,
    created_at: n.createdAt.toISOString(),
    read_at: n.readAt?.toISOString() ?? null,
  }));
}

export async function unreadNotificationCount(options: { db: DbOrTx; userId: string }): Promise<number> {
  const [row] = await options.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** `ops notifications list --email`: the notifications of the account with this address. */
export async function listNotificationsOfAddress(options: { db: DbOrTx; email: string; limit?: number }) {
  const email = options.email.trim().toLowerCase();
  const [person] = await options.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!person) throw new AppError('NOT_FOUND', `Tidak ada akun dengan e-mail ${email}.`);
  const unread = await unreadNotificationCount({ db: options.db, userId: person.id });
  return {
    user_id: person.id,
    unread,
    notifications: await listNotifications({ db: options.db, userId: person.id, limit: options.limit }),
  };
}
