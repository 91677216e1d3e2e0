import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { organization, orders, webhookEvents, webhookTargetPauses } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { scheduleDelivery } from './delivery-schedule';

type TargetOptions = { db: Db; actor: Actor; organizationId: string; targetUrl: string };

/** A paused target of an organization, with how many of its events wait for it. */
export type PausedTarget = { organizationId: string; targetUrl: string; pausedAt: string; held: number };

/** Events of the organization for the target that still wait for a delivery, oldest first. */
const heldEvents = (db: DbOrTx, organizationId: string, targetUrl: string) =>
  db
    .select({ id: webhookEvents.id, orderId: webhookEvents.orderId, attemptCount: webhookEvents.attemptCount })
    .from(webhookEvents)
    .innerJoin(orders, eq(orders.id, webhookEvents.orderId))
    .where(
      and(
        eq(orders.organizationId, organizationId),
        eq(webhookEvents.targetUrl, targetUrl),
        eq(webhookEvents.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookEvents.seq));

/**
 * An operator pauses one organization's webhook target: from now its events are held (deliverEvent attempts
 * nothing and counts no attempt) until it is resumed. An attempt already under way finishes. Pausing a paused
 * target changes nothing. Audited in the same transaction.
 */
export async function pauseWebhookTarget(options: TargetOptions): Promise<{ paused: boolean; pausedAt: string }> {
  const { db, actor, organizationId, targetUrl } = options;
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (!org) throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`);
    const [inserted] = await tx
      .insert(webhookTargetPauses)
      .values({ organizationId, targetUrl, pausedAt: now() })
      .onConflictDoNothing()
      .returning({ pausedAt: webhookTargetPauses.pausedAt });
    if (!inserted) {
      const [existing] = await tx
        .select({ pausedAt: webhookTargetPauses.pausedAt })
        .from(webhookTargetPauses)
        .where(
          and(eq(webhookTargetPauses.organizationId, organizationId), eq(webhookTargetPauses.targetUrl, targetUrl)),
        );
      return { paused: false, pausedAt: existing!.pausedAt.toISOString() };
    }
    await recordAudit(tx, {
      actor,
      action: 'webhook_target.pause',
      targetType: 'organization',
      targetId: organizationId,
      details: { target: targetUrl },
    });
    return { paused: true, pausedAt: inserted.pausedAt.toISOString() };
  });
}

/**
 * The operator resumes a paused target: its held events are scheduled at once, oldest first, as the attempt that
 * follows those already recorded; of the events of one order still waiting for their first attempt, only the
 * oldest, whose attempt's end schedules the next (delivery-schedule.ts), so that one order's events go out in the
 * order they were written. Audited in the same transaction; resuming a target that is not paused is NOT_FOUND.
 */
export async function resumeWebhookTarget(
  options: TargetOptions & { domain: DomainContext },
): Promise<{ resumed: number }> {
  const { db, actor, organizationId, targetUrl } = options;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(webhookTargetPauses)
      .where(and(eq(webhookTargetPauses.organizationId, organizationId), eq(webhookTargetPauses.targetUrl, targetUrl)))
      .returning({ pausedAt: webhookTargetPauses.pausedAt });
    if (removed.length === 0)
      throw new AppError('NOT_FOUND', `Target webhook ${targetUrl} organisasi ${organizationId} tidak sedang dijeda.`);
    const held = await heldEvents(tx, organizationId, targetUrl);
    const firstWaiting = new Set<string>();
    for (const event of held) {
      if (event.attemptCount === 0) {
        if (firstWaiting.has(event.orderId)) continue;
        firstWaiting.add(event.orderId);
      }
      await scheduleDelivery(tx, options.domain.jobs, event.id, event.attemptCount + 1);
    }
    await recordAudit(tx, {
      actor,
      action: 'webhook_target.resume',
      targetType: 'organization',
      targetId: organizationId,
      details: { target: targetUrl, resumed: held.length },
    });
    return { resumed: held.length };
  });
}

/** The paused targets (of one organization, or all), each with its held events; the oldest pause first. */
export async function pausedWebhookTargets(options: { db: DbOrTx; organizationId?: string }): Promise<PausedTarget[]> {
  const { db } = options;
  const rows = await db
    .select({
      organizationId: webhookTargetPauses.organizationId,
      targetUrl: webhookTargetPauses.targetUrl,
      pausedAt: webhookTargetPauses.pausedAt,
      held: sql<number>`(select count(*)::int from ${webhookEvents} e join ${orders} o on o.id = e.order_id
        where o.organization_id = ${webhookTargetPauses.organizationId} and e.target_url = ${webhookTargetPauses.targetUrl}
          and e.status = 'pending')`,
    })
    .from(webhookTargetPauses)
    .where(options.organizationId ? eq(webhookTargetPauses.organizationId, options.organizationId) : undefined)
    .orderBy(asc(webhookTargetPauses.pausedAt));
  return rows.map((r) => ({ ...r, pausedAt: r.pausedAt.toISOString() }));
}
