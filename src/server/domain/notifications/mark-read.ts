import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { notifications } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';

/** Marks one of the person's own notifications read (again is harmless; someone else's is not found). */
export async function markNotificationRead(options: { db: DbOrTx; userId: string; notificationId: string }) {
  const { db, userId, notificationId } = options;
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', `Pemberitahuan ${notificationId} tidak ditemukan.`);
  if (!row.readAt) await db.update(notifications).set({ readAt: now() }).where(eq(notifications.id, notificationId));
  return { id: notificationId, read: true };
}

export async function markAllNotificationsRead(options: { db: DbOrTx; userId: string }) {
  const marked = await options.db
    .update(notifications)
    .set({ readAt: now() })
    .where(and(eq(notifications.userId, options.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { marked: marked.length };
}
