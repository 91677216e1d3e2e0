import { EventEmitter } from 'node:events';
import { Logger, type Runner, type WorkerEvents } from 'graphile-worker';
import { getHandle } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import { logger } from '~/server/logger';
import { startHeartbeat } from '~/server/worker/heartbeat';
import { Lane } from '~/server/worker/supervisor';
import { laneChannel, laneOf, wakeChannel } from './lanes';
import { scheduleMailDrain } from './mail-drain';
import { CRONTAB, jobTaskList, webhookTaskList } from './task-list';

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const log = logger.child({ worker: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId });
  // graphile-worker reports every job at info: that is debug detail for us.
  const fn = level === 'error' ? log.error : level === 'warning' ? log.warn : log.debug;
  fn.call(log, meta ?? {}, message);
});

/** The worker of a process: graphile-worker's Runner interface over its supervised runners. */
export type Worker = Runner & {
  /** Replaces every runner (their state is unknown, e.g. after an unhandled rejection). */
  restart: (reason: string) => void;
  /** How long `stop()` may take: a process stopping on SIGTERM waits this long before it exits anyway. */
  stopGraceMs: number;
};

/**
 * Webhook slots: at most eight attempts per receiver sending at once and four waiting for one of them
 * (domain/webhooks/receiver-slots.ts) leave 20 slots to the other receivers when one hangs. The lane polls
 * every 0.5 s like the other: retries are future-dated jobs that only the poll finds, and their schedule (10, 20,
 * 40, 80 s) is kept to within that poll.
 */
const WEBHOOK_CONCURRENCY = 32;

/** Offers, expiries, SLA and mail jobs are short: a clean stop gives them this long to finish. */
const JOBS_STOP_TIMEOUT_MS = 10_000;
/**
 * A webhook attempt under way when the worker is told to stop runs to its end (the receiver's answer or the
 * webhook timeout) and is recorded, plus this margin: killed at the timeout, it reached the receiver but was
 * neither finished nor recorded, and its retry made one POST more than the log's attempts.
 */
const ATTEMPT_RECORD_MARGIN_MS = 3000;

/**
 * One fetch per lane instead of one per job slot (graphile-worker's local queue): without it each of a lane's slots
 * polled on its own every `pollInterval`, 72 empty fetches a second for an idle worker with 36 slots, and each
 * finished job fetched again at once, mostly for nothing. The lane fetches up to one job per slot on a poll or a
 * notification, hands them to idle slots and keeps the rest for the next slot to free up (a fetch that finds jobs
 * for every slot fetches again at once). No refetch delay: a notification is served at once, as before
 * (docs/performance.md, finding 110).
 */
const oneFetchPerLane = (concurrency: number) => ({ worker: { localQueue: { size: concurrency } } });

/**
 * Starts the job runners of this process, each kept alive by a supervisor (supervisor.ts):
 * - `jobs`: offers, expiries, SLA, mail and the crontab (concurrency 4);
 * - `webhooks`: webhook delivery alone (concurrency 32), so that slow receivers never hold the slots of
 *   offers and expiries. The process counts the attempts under way per receiver
 *   (domain/webhooks/receiver-slots.ts): one receiver holds at most 12 of the 32 slots (8 sending, 4 waiting for one
 *   of those), an attempt beyond them runs a moment later instead.
 * Each runner hears only of jobs due now for its own tasks (lanes.ts); future-dated jobs (offer expiry, SLA,
 * webhook retries, the outbox's next drain) and jobs added outside add-job.ts are found by polling every 0.5 s.
 * `promise` resolves after stop(), and rejects when a runner could not be restarted for minutes.
 */
export async function startWorker(options: {
  /** What the tasks pass to the domain (the entry point's wiring). */
  domain: DomainContext;
  concurrency?: number;
  webhookConcurrency?: number;
  /** How often an idle worker looks for due jobs unwoken (default 0.5 s; a test that counts wake-ups sets it long). */
  pollIntervalMs?: number;
  /** Where the runners report (`promise`'s `events`); a test that must see the runners' first job fetches gives its own. */
  events?: WorkerEvents;
}): Promise<Worker> {
  const pollInterval = options.pollIntervalMs ?? 500;
  const jobsConcurrency = options.concurrency ?? 4;
  const webhookConcurrency = options.webhookConcurrency ?? WEBHOOK_CONCURRENCY;
  const { db, url } = await getHandle();
  const events = options.events ?? (new EventEmitter() as WorkerEvents);
  const deps = { db, url, events };
  const lanes = [
    new Lane(
      {
        name: 'jobs',
        channel: laneChannel('jobs'),
        options: {
          taskList: jobTaskList(options.domain),
          crontab: CRONTAB,
          concurrency: jobsConcurrency,
          pollInterval,
          preset: oneFetchPerLane(jobsConcurrency),
          logger: workerLogger,
        },
        stopTimeoutMs: JOBS_STOP_TIMEOUT_MS,
      },
      deps,
    ),
    // No cron here. An empty list, not crontab '': an empty string counts as unset, and graphile-worker then reads
    // a ./crontab file of the working directory, if there is one.
    new Lane(
      {
        name: 'webhooks',
        channel: laneChannel('webhooks'),
        options: {
          taskList: webhookTaskList(options.domain),
          parsedCronItems: [],
          concurrency: webhookConcurrency,
          pollInterval,
          preset: oneFetchPerLane(webhookConcurrency),
          logger: workerLogger,
        },
        stopTimeoutMs: options.domain.settings.webhookTimeoutMs + ATTEMPT_RECORD_MARGIN_MS,
      },
      deps,
    ),
  ];
  const [jobs, webhooks] = lanes as [Lane, Lane];
  const started = await Promise.allSettled(lanes.map((lane) => lane.start()));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  try {
    if (failed) throw failed.reason;
    // The outbox's drain is one job that schedules its successor (mail-jobs.ts); a start makes sure one is pending.
    await scheduleMailDrain(db, 'ensure');
  } catch (e) {
    await Promise.all(lanes.map((lane) => lane.stop()));
    throw e;
  }
  // Beats only while every runner runs: a worker missing one of them is not healthy.
  const stopHeartbeat = startHeartbeat(db, () => {
    const running = lanes.map((lane) => lane.registration);
    return running.every((r) => r !== null) ? running : [];
  });
  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      stopHeartbeat();
      await Promise.all(lanes.map((lane) => lane.stop()));
    })());
  const promise = Promise.all(lanes.map((lane) => lane.done)).then(
    () => undefined,
    async (e: unknown) => {
      await stop();
      throw e;
    },
  );
  promise.catch(() => {}); // the caller may never look; a give-up is logged by whoever awaits it
  return {
    stop: () => stop(),
    kill: () => stop(),
    restart: (reason) => lanes.forEach((lane) => lane.restart(reason)),
    // Lanes stop side by side; then a moment to unregister.
    stopGraceMs:
      Math.max(JOBS_STOP_TIMEOUT_MS, options.domain.settings.webhookTimeoutMs + ATTEMPT_RECORD_MARGIN_MS) + 2000,
    addJob: async (identifier, payload, spec) => {
      const runner = jobs.runner;
      if (!runner) throw new Error('the job runner is restarting');
      const job = await runner.addJob(identifier, payload, spec);
      // graphile-worker's addJob notifies no lane (lanes.ts; its `jobs:insert` is removed). Rarely used, so
      // not worth telling a future-dated job apart: a wasted look at most. A polled task waits for the poll.
      if (wakeChannel(identifier)) (laneOf(identifier) === 'webhooks' ? webhooks : jobs).nudge(1);
      return job;
    },
    promise,
    events,
  };
}
