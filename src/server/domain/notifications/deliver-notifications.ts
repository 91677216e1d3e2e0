import type { DomainContext } from '~/server/domain/context';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { notificationSettings, notifications, orders } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { newId } from '~/server/domain/ids';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { notificationMail } from '~/server/domain/mail/templates';
import { orderReceipt } from '~/server/domain/papers/order-papers';
import { notificationText } from '~/shared/notifications/notification-text';
import type { NotifyPayload } from './notification-jobs';
import { ownersWhoChose } from './recipients';
import { resolveEvent } from './resolve-event';

/**
 * The notify job: one in-app row per person concerned, and an e-mail in their language unless they turned that
 * kind off. Rows and mails are written in one transaction, and only for rows this run inserted, so a retry
 * neither duplicates a notification nor sends its mail twice.
 */
export async function deliverNotifications(options: { db: Db; domain: DomainContext; event: NotifyPayload }) {
  const { db, event } = options;
  if (event.kind === 'order_receipt') await receiptFor(db, event.orderId ?? '');
  return db.transaction(async (tx) => {
    const resolved = await resolveEvent(tx, event);
    const to = (resolved?.to ?? []).filter((t) => t.recipient.userId !== event.actorUserId);
    if (!resolved || to.length === 0) return { created: 0, mailed: 0 };
    const at = now();
    const inserted = await tx
      .insert(notifications)
      .values(
        to.map((t) => ({
          id: newId('notification'),
          userId: t.recipient.userId,
          kind: event.kind,
          params: resolved.params,
          linkPath: t.linkPath,
          sourceKey: event.source,
          createdAt: at,
        })),
      )
      .onConflictDoNothing()
      .returning({ userId: notifications.userId });
    const fresh = new Set(inserted.map((r) => r.userId));
    const emailOff = new Set(
      (
        await tx
          .select({ userId: notificationSettings.userId })
          .from(notificationSettings)
          .where(
            and(
              eq(notificationSettings.kind, event.kind),
              eq(notificationSettings.email, false),
              inArray(notificationSettings.userId, [...fresh, '']),
            ),
          )
      ).map((r) => r.userId),
    );
    let mailed = 0;
    for (const t of to) {
      if (!fresh.has(t.recipient.userId) || emailOff.has(t.recipient.userId)) continue;
      const text = notificationText(t.recipient.locale, event.kind, resolved.params);
      await queueMail(
        tx,
        options.domain,
        notificationMail(
          t.recipient.email,
          t.recipient.locale,
          text,
          appLink(options.domain.settings, t.mailPath ?? t.linkPath),
        ),
      );
      mailed += 1;
    }
    return { created: fresh.size, mailed };
  });
}

/**
 * Issues (numbers) a paid live order's receipt before its notification names it, in the paper's own transaction
 * as every paper is issued; only when an owner asked for receipts, since receipts are otherwise issued on demand.
 */
async function receiptFor(db: Db, orderId: string): Promise<void> {
  const [order] = await db
    .select({ organizationId: orders.organizationId, livemode: orders.livemode, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order?.livemode || !order.paidAt) return;
  if ((await ownersWhoChose(db, order.organizationId, 'order_receipt')).length === 0) return;
  await orderReceipt({ db, orderId, reach: 'platform' });
}
