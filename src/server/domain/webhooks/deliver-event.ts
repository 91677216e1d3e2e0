import { and, eq, sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { DomainContext } from '~/server/domain/context';
import type { Db } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { apiKeys, webhookAttempts, webhookEvents, webhookTargetPauses } from '~/server/db/schema';
import { logger } from '~/server/logger';
import { computeSignature } from '@agent-order-service/verify-webhook';
import { now } from '~/server/domain/clock';
import { MAX_ATTEMPTS, retryDelaySeconds, scheduleDelivery, scheduleNextWaiting } from './delivery-schedule';
import type { PutOff, ReceiverSlots } from './receiver-slots';
import { deliverWebhookAttemptJob, deliverWebhookJob } from './webhook-jobs';
import type { WebhookResult, WebhookTransport } from './webhook-transport';

const USER_AGENT = 'Service-Webhook/1';

/**
 * An attempt that finds its receiver's slots all taken and cannot wait for one (receiver-slots.ts: as many already
 * wait, or none was given back within the wait) runs this much later instead, its graphile slot left to other
 * receivers; sooner when one of the receiver's slots is given back with nobody waiting (the slot names the attempt).
 */
const DEFER_WHEN_RECEIVER_BUSY_MS = 1000;

/**
 * The next event written with this one is attempted in the same job only after a first attempt answered within
 * this: a receiver that was slow or hung gets the next event through a job of its own, so one job never holds its
 * graphile slot for two timeouts, and an attempt started during a stop still ends within the worker's grace
 * (the webhook timeout plus a margin, worker/runner.ts).
 */
const CHAIN_WITHIN_MS = 1000;

/**
 * The statements every delivery sends, built once (db/prepared.ts; drizzle's query building was a fifth of the
 * worker's busy time delivering, docs/performance.md finding 91). One read: the event, its signing secret, how many
 * attempts are recorded and whether an operator paused its organization's target.
 */
const eventToAttempt = prepared((db) =>
  db
    .select({
      event: webhookEvents,
      secret: apiKeys.webhookSecret,
      recorded: db.$count(webhookAttempts, eq(webhookAttempts.eventId, webhookEvents.id)),
      paused: sql<boolean>`exists (select 1 from ${webhookTargetPauses} p
        where p.organization_id = ${apiKeys.organizationId} and p.target_url = ${webhookEvents.targetUrl})`,
    })
    .from(webhookEvents)
    .innerJoin(apiKeys, eq(apiKeys.id, webhookEvents.apiKeyId))
    .where(eq(webhookEvents.id, sql.placeholder('eventId')))
    .prepare('deliver_event_read'),
);

/** A succeeded attempt in one statement (one round trip, atomic): the attempt and the event's delivery. */
const recordDelivered = prepared((db) => {
  const insertAttempt = db.$with('inserted_attempt').as(
    db
      .insert(webhookAttempts)
      .values({
        eventId: sql.placeholder('eventId'),
        attemptNumber: sql.placeholder('attemptNumber'),
        manual: sql.placeholder('manual'),
        startedAt: sql.placeholder('startedAt'),
        durationMs: sql.placeholder('durationMs'),
        statusCode: sql.placeholder('statusCode'),
        error: sql.placeholder('error'),
        succeeded: sql.placeholder('succeeded'),
        latencyFromCommitMs: sql.placeholder('latencyFromCommitMs'),
      })
      .returning({ id: webhookAttempts.id }),
  );
  return (
    db
      .with(insertAttempt)
      .update(webhookEvents)
      // An update's values are typed without placeholders, but drizzle wraps each in its column's encoder as it
      // does an insert's (mapUpdateSet), and db/prepared.ts fills them through it.
      .set({
        status: 'delivered',
        deliveredAt: sql.placeholder('answeredAt') as unknown as Date,
        attemptCount: sql.placeholder('attemptNumber') as unknown as number,
        nextAttemptAt: null,
      })
      .where(eq(webhookEvents.id, sql.placeholder('eventId')))
      .prepare('deliver_event_delivered')
  );
});

/** Sends one signed attempt to the target; refusals by the SSRF guard count as failed attempts. */
async function attempt(
  domain: DomainContext,
  transport: WebhookTransport,
  event: typeof webhookEvents.$inferSelect,
  secret: string,
): Promise<WebhookResult & { startedAt: Date; durationMs: number }> {
  const startedAt = now();
  const started = performance.now();
  const sentAt = now();
  const body = Buffer.from(
    JSON.stringify({
      id: event.id,
      event: event.event,
      livemode: event.livemode,
      sent_at: sentAt.toISOString(),
      order: event.orderSnapshot,
    }),
    'utf8',
  );
  const t = Math.floor(sentAt.getTime() / 1000);
  const result = await transport({
    url: event.targetUrl!,
    body,
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      'X-Service-Signature': `t=${t},v1=${computeSignature(body, t, secret)}`,
    },
    timeoutMs: domain.settings.webhookTimeoutMs,
    allowPrivate: domain.settings.allowPrivateWebhookTargets,
  });
  return { ...result, startedAt, durationMs: Math.round(performance.now() - started) };
}

/**
 * The delivery job of one event: attempt `n`, recorded with its outcome, then success, the next
 * scheduled retry, or the event dropped for good after the 5th failure. A manual resend is one logged
 * attempt that changes no schedule. Re-running a job whose attempt is already recorded attempts nothing.
 * Once the first automatic attempt is recorded (or found recorded, by a job run again after a crash), the
 * order's next event to the same target that waits for its first attempt is attempted (`then`) or scheduled
 * (delivery-schedule.ts).
 */
export async function deliverEvent(options: {
  db: Db;
  domain: DomainContext;
  /** How the attempt goes out (outbound/webhook-transport over HTTP), given by the worker task. */
  transport: WebhookTransport;
  eventId: string;
  attempt?: number;
  manual?: boolean;
  /** Events written after this one in its transaction, first attempted right after this one's first attempt. */
  then?: readonly string[];
  /** The worker's count of attempts under way per receiver; none: no limit (tests that call this directly). */
  slots?: ReceiverSlots;
}): Promise<void> {
  const { db, domain, eventId, manual = false } = options;
  const [row] = await eventToAttempt(db, { eventId });
  const targetUrl = row?.event.targetUrl;
  if (!row || !targetUrl) return;
  const { event, secret, recorded } = row;
  const number = manual ? recorded + 1 : (options.attempt ?? 1);
  const handOff = () => scheduleNextWaiting(db, domain.jobs, { orderId: event.orderId, targetUrl });
  if (!manual && (event.status !== 'pending' || recorded >= number)) {
    if (number === 1) await handOff();
    return;
  }
  if (!manual && row.paused) {
    // Held, not attempted: resuming the target schedules this attempt again (target-pause.ts). A person's
    // resend still goes out: it is their explicit act and starts no schedule.
    await db
      .update(webhookEvents)
      .set({ nextAttemptAt: null })
      .where(and(eq(webhookEvents.id, eventId), eq(webhookEvents.status, 'pending')));
    return;
  }

  const release = options.slots ? await options.slots.acquire(targetUrl) : () => null;
  if (!release) {
    const runAt = new Date(now().getTime() + DEFER_WHEN_RECEIVER_BUSY_MS);
    if (manual) await domain.jobs.schedule(db, deliverWebhookJob, { eventId, manual: true }, { runAt });
    else {
      await scheduleDelivery(db, domain.jobs, eventId, number, { runAt });
      options.slots!.putOff(targetUrl, { eventId, attempt: number });
    }
    return;
  }
  let putOff: PutOff | null = null;
  // Given back at the receiver's answer, or here if the attempt failed before it (a second call does nothing).
  const answered = () => {
    putOff ??= release();
  };
  let durationMs: number;
  try {
    durationMs = await attemptAndRecord({
      db,
      domain,
      transport: options.transport,
      event,
      secret,
      number,
      manual,
      answered,
    });
  } finally {
    answered();
  }
  if (putOff) await domain.jobs.runNow(db, deliverWebhookAttemptJob, putOff);
  if (manual || number !== 1) return;
  // The next event written with this one has no job of its own (it waited for this attempt when written, and only
  // this job hands it on): attempted now, without a job to add and to fetch (docs/performance.md, finding 87).
  const [next, ...rest] = options.then ?? [];
  if (next && durationMs < CHAIN_WITHIN_MS) await deliverEvent({ ...options, eventId: next, attempt: 1, then: rest });
  else await handOff();
}

/**
 * One attempt of `event` and its record: the attempt row, the event's state and the retry it may need. Returns how
 * long the receiver took to answer (or the attempt to fail).
 */
async function attemptAndRecord(options: {
  db: Db;
  domain: DomainContext;
  transport: WebhookTransport;
  event: typeof webhookEvents.$inferSelect;
  secret: string;
  number: number;
  manual: boolean;
  answered: () => void;
}): Promise<number> {
  const { db, domain, event, number, manual } = options;
  const eventId = event.id;
  const outcome = await attempt(domain, options.transport, event, options.secret);
  // The receiver has answered: its slot is free for the next attempt while this one is recorded.
  options.answered();
  const answeredAt = now();
  const succeeded =
    outcome.error === null && outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const latencyFromCommitMs = answeredAt.getTime() - event.createdAt.getTime();
  const error = outcome.error ?? (succeeded ? null : `HTTP ${outcome.statusCode}`);
  const fields = {
    eventId,
    event: event.event,
    attempt: number,
    manual,
    statusCode: outcome.statusCode,
    succeeded,
    durationMs: outcome.durationMs,
    latencyFromCommitMs,
  };
  if (succeeded) logger.info(fields, 'webhook attempt');
  else logger.warn({ ...fields, error, reason: outcome.reason }, 'webhook attempt failed');

  const attemptRow = {
    eventId,
    attemptNumber: number,
    manual,
    startedAt: outcome.startedAt,
    durationMs: outcome.durationMs,
    statusCode: outcome.statusCode,
    error,
    succeeded,
    latencyFromCommitMs,
  };
  if (succeeded) {
    await recordDelivered(db, { ...attemptRow, answeredAt });
    return outcome.durationMs;
  }
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(attemptRow);
    if (manual) return;
    if (number >= MAX_ATTEMPTS) {
      await tx
        .update(webhookEvents)
        .set({ status: 'dropped', attemptCount: number, nextAttemptAt: null })
        .where(and(eq(webhookEvents.id, eventId), eq(webhookEvents.status, 'pending')));
      return;
    }
    const nextAt = new Date(
      answeredAt.getTime() + retryDelaySeconds(number, domain.settings.webhookRetryBaseSeconds) * 1000,
    );
    await tx
      .update(webhookEvents)
      .set({ attemptCount: number, nextAttemptAt: nextAt })
      .where(eq(webhookEvents.id, eventId));
    await scheduleDelivery(tx, domain.jobs, eventId, number + 1, { runAt: nextAt });
  });
  return outcome.durationMs;
}
