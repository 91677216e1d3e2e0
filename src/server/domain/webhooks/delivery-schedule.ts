import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
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

/**
 * The first of the order's events to the target that no automatic attempt has reached yet (the one under way
 * included), as `earlierEventWaits` spells it for the writing statements. Built once: every delivery chain's end
 * sends it (db/prepared.ts).
 */
const nextWaiting = prepared((db) =>
  db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(
      and(
        eq(webhookEvents.orderId, sql.placeholder('orderId')),
        eq(webhookEvents.targetUrl, sql.placeholder('targetUrl')),
        eq(webhookEvents.status, 'pending'),
        eq(webhookEvents.attemptCount, 0),
      ),
    )
    .orderBy(asc(webhookEvents.seq))
    .limit(1)
    .prepare('next_waiting_event'),
);

/**
 * The rows of the order's other events to the same target that still wait for their first attempt, seen from the
 * `webhook_event` row being inserted (events written earlier in the same transaction included).
 */
const earlierWaitingRows = sql`from webhook_event earlier
  where earlier.order_id = webhook_event.order_id and earlier.target_url = webhook_event.target_url
    and earlier.status = 'pending' and earlier.attempt_count = 0 and earlier.id <> webhook_event.id`;

/**
 * A column of the `returning` of an `insert into webhook_event`: whether an earlier event of the new event's order to
 * its target still waits for its first attempt. `for share`: the worker cannot record that earlier event's first
 * attempt, and then look for the order's next waiting event, between this check and the writing transaction's
 * commit: either the check sees the attempt recorded, or the worker's look after its record sees the new event.
 */
export const earlierEventWaits = sql<boolean>`exists (
  select 1 ${earlierWaitingRows} for share)`;

/**
 * As `earlierEventWaits`, the id of the first such event (null: none waits). The first offer made by an order's
 * creating transaction reads it, to have its event delivered by the creation event's job (`scheduleWithEarlier`).
 */
export const earlierEventWaiting = sql<string | null>`(
  select earlier.id ${earlierWaitingRows}
  order by earlier.seq limit 1 for share)`;

/**
 * The first attempt of `eventId`, written after `earlierEventId` in the transaction that wrote both and added
 * the earlier one's first-attempt job (pending, so `replace` changes it): that job attempts this event next.
 */
export async function scheduleWithEarlier(
  tx: DbOrTx,
  jobs: JobScheduler,
  event: { eventId: string; earlierEventId: string },
): Promise<void> {
  await jobs.schedule(tx, deliverWebhookAttemptJob, {
    eventId: event.earlierEventId,
    attempt: 1,
    then: [event.eventId],
  });
}

/**
 * The first attempt of an event just written, in its transaction. One order's events reach a target in the order
 * they were written: when an earlier event of the order to the same target still waits for its first attempt
 * (`earlierWaiting`, read by the writing statement with `earlierEventWaits`), the end of that earlier attempt
 * schedules this one (`scheduleNextWaiting`) and nothing is added now.
 */
export async function scheduleFirstAttempt(
  tx: DbOrTx,
  jobs: JobScheduler,
  event: { eventId: string; earlierWaiting: boolean },
): Promise<void> {
  if (event.earlierWaiting) return;
  await jobs.schedule(tx, deliverWebhookAttemptJob, { eventId: event.eventId, attempt: 1 }, { keyIsNew: true });
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
  const [next] = await nextWaiting(db, event);
  if (next) await jobs.schedule(db, deliverWebhookHandOffJob, { eventId: next.id, attempt: 1 });
}
