import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { webhookEvents } from '~/server/db/schema';
import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';
import { deliverWebhookAttemptJob, deliverWebhookHandOffJob } from './webhook-jobs';

export const MAX_ATTEMPTS = 5;

/** One graphile-worker job per attempt (its own backoff is not ours): 10, 20, 40, 80 s after failures 1-4. */
export function retryDelaySeconds(failedAttempt: number, baseSeconds: number): number {
  return baseSeconds * 2 ** (failedAttempt - 1);
}

/** Attempt `attempt` of an event: a retry (`runAt`), a deferred attempt, or a held event released. */
export async function scheduleDelivery(
  tx: DbOrTx,
  jobs: JobScheduler,
  eventId: string,
  attempt: number,
  options: { runAt?: Date } = {},
): Promise<void> {
  await jobs.schedule(tx, deliverWebhookAttemptJob, { eventId, attempt }, { runAt: options.runAt });
}

/** Events of the order to the target that no automatic attempt has reached yet (the one under way included). */
const waitingFirstAttempt = (orderId: string, targetUrl: string) =>
  and(
    eq(webhookEvents.orderId, orderId),
    eq(webhookEvents.targetUrl, targetUrl),
    eq(webhookEvents.status, 'pending'),
    eq(webhookEvents.attemptCount, 0),
  );

/** Per transaction, the orders and targets it wrote an event for: a later event of theirs waits for certain. */
const writtenIn = new WeakMap<DbOrTx, Set<string>>();

/**
 * The first attempt of an event just written, in its transaction. One order's events reach a target in the
 * order they were written: the attempt is scheduled only when no earlier event of the order to the same target
 * is still waiting for its first attempt; otherwise the end of that earlier attempt schedules this one
 * (`scheduleNextWaiting`). An earlier event written by this same transaction waits for certain: no statement.
 * Else one conditional `add_job`, whose check locks the earlier event `for share`, so that the worker cannot
 * record that event's first attempt (and look for the next waiting event) between this check and this commit:
 * either the check sees the attempt recorded, or the worker's look after its record sees this event.
 */
export async function scheduleFirstAttempt(
  tx: DbOrTx,
  jobs: JobScheduler,
  event: { eventId: string; orderId: string; targetUrl: string },
): Promise<void> {
  const written = writtenIn.get(tx) ?? new Set<string>();
  writtenIn.set(tx, written);
  const key = `${event.orderId}\n${event.targetUrl}`;
  if (written.has(key)) return;
  written.add(key);
  const earlier = sql`select 1 from ${webhookEvents}
    where ${and(waitingFirstAttempt(event.orderId, event.targetUrl), ne(webhookEvents.id, event.eventId))}
    for share`;
  await jobs.schedule(
    tx,
    deliverWebhookAttemptJob,
    { eventId: event.eventId, attempt: 1 },
    { keyIsNew: true, onlyIf: sql`not exists (${earlier})` },
  );
}

/**
 * After an event's first attempt is recorded (committed): the first attempt of the order's next event to the
 * same target that waits for one, if any. A job may already hold that event's key (scheduled at its write, when
 * it saw this attempt recorded): then nothing is added, so one attempt never runs twice at once.
 */
export async function scheduleNextWaiting(
  db: DbOrTx,
  jobs: JobScheduler,
  event: { orderId: string; targetUrl: string },
): Promise<void> {
  const [next] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(waitingFirstAttempt(event.orderId, event.targetUrl))
    .orderBy(asc(webhookEvents.seq))
    .limit(1);
  if (next) await jobs.schedule(db, deliverWebhookHandOffJob, { eventId: next.id, attempt: 1 });
}
