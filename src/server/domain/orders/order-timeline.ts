import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys, orderStatusHistory, orders, practitioners, user, webhookEvents } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { attemptsOfEvents } from '~/server/domain/webhooks/event-attempts';

/**
 * What happened to one order of the organization: every status change with who made it, and every
 * webhook event with each delivery attempt (status code, duration, error). Signing secrets are not part
 * of it.
 */
export async function orderTimeline(options: { db: DbOrTx; orderId: string; organizationId: string }) {
  const { db, orderId, organizationId } = options;
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.organizationId, organizationId)));
  if (!order) throw new AppError('NOT_FOUND', `Order ${orderId} tidak ditemukan.`);

  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  const actorNames = await resolveActorNames(db, history);

  const events = await db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.orderId, orderId))
    .orderBy(asc(webhookEvents.seq));
  const attempts = await attemptsOfEvents(
    db,
    events.map((e) => e.id),
  );

  return {
    order_id: orderId,
    history: history.map((h) => ({
      id: h.id,
      from: h.fromStatus,
      to: h.toStatus,
      actor_type: h.actorType,
      actor_name: h.actorId ? (actorNames.get(`${h.actorType}:${h.actorId}`) ?? null) : null,
      note: h.note,
      note_code: h.noteCode,
      note_params: h.noteParams,
      at: h.createdAt.toISOString(),
    })),
    webhook_events: events.map((e) => ({
      id: e.id,
      event: e.event,
      /** pending | delivered | dropped | no_target */
      status: e.status,
      target_url: e.targetUrl,
      attempt_count: e.attemptCount,
      next_attempt_at: e.nextAttemptAt?.toISOString() ?? null,
      delivered_at: e.deliveredAt?.toISOString() ?? null,
      created_at: e.createdAt.toISOString(),
      attempts: attempts
        .filter((a) => a.eventId === e.id)
        .map((a) => ({
          id: a.id,
          attempt_number: a.attemptNumber,
          manual: a.manual,
          started_at: a.startedAt.toISOString(),
          duration_ms: a.durationMs,
          status_code: a.statusCode,
          error: a.error,
          succeeded: a.succeeded,
        })),
    })),
  };
}

/** Readable names for the actors of history rows: a person's name, a key's prefix, a practitioner's name. */
async function resolveActorNames(
  db: DbOrTx,
  history: { actorType: string; actorId: string | null }[],
): Promise<Map<string, string>> {
  const idsOf = (type: string) => [
    ...new Set(history.filter((h) => h.actorType === type && h.actorId).map((h) => h.actorId!)),
  ];
  const names = new Map<string, string>();
  const userIds = idsOf('user');
  if (userIds.length) {
    for (const u of await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds)))
      names.set(`user:${u.id}`, u.name);
  }
  const keyIds = idsOf('api_key');
  if (keyIds.length) {
    for (const k of await db
      .select({ id: apiKeys.id, prefix: apiKeys.prefix, name: apiKeys.name })
      .from(apiKeys)
      .where(inArray(apiKeys.id, keyIds))) {
      names.set(`api_key:${k.id}`, `${k.name} (${k.prefix})`);
    }
  }
  const practitionerIds = idsOf('practitioner');
  if (practitionerIds.length) {
    for (const p of await db
      .select({ id: practitioners.id, name: practitioners.displayName })
      .from(practitioners)
      .where(inArray(practitioners.id, practitionerIds))) {
      names.set(`practitioner:${p.id}`, p.name);
    }
  }
  return names;
}
