import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { orders, webhookEvents } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import type { DomainContext } from '~/server/domain/context';
import { type OrgReach } from '~/server/domain/tenant';
import { deliverWebhookJob } from './webhook-jobs';

/** A person resends an event: one new, logged attempt; automatic retries are not restarted. */
export async function resendWebhookEvent(options: { db: Db; domain: DomainContext; eventId: string; reach: OrgReach }) {
  const [event] = await options.db.select().from(webhookEvents).where(eq(webhookEvents.id, options.eventId));
  if (!event || !event.targetUrl)
    throw new AppError('NOT_FOUND', `Event ${options.eventId} tidak ditemukan atau tanpa tujuan webhook.`);
  const { reach } = options;
  if (reach !== 'platform') {
    const [order] = await options.db
      .select({ org: orders.organizationId })
      .from(orders)
      .where(eq(orders.id, event.orderId));
    if (order?.org !== reach.organizationId)
      throw new AppError('NOT_FOUND', `Event ${options.eventId} tidak ditemukan.`);
  }
  await options.domain.jobs.schedule(options.db, deliverWebhookJob, { eventId: event.id, manual: true });
  return { event_id: event.id, queued: true };
}
