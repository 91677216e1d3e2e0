// One graphile-worker runner kept alive. A database restart ends the runner's pool, or fails a batch of
// job results ("terminating connection due to administrator command"); the runner then stops for good.
// The supervisor notices, retires it, and starts a new one (a new pool id, registered anew) with backoff,
// so the process survives and jobs run again once the database answers.
import { EventEmitter } from 'node:events';
import { performance } from 'node:perf_hooks';
import { run, type Runner, type RunnerOptions, type WorkerEvents, type WorkerPool } from 'graphile-worker';
import pg, { type Notification, type PoolClient } from 'pg';
import type { Db } from '~/server/db/client';
import { randomBase62 } from '~/server/domain/ids';
import { logger } from '~/server/logger';
import {
  recoverStaleLocks,
  registerWorkerProcess,
  releaseRetiredRunners,
  unregisterWorkerProcess,
} from '~/server/worker/stale-locks';

const MIN_DELAY_MS = 500;
const MAX_DELAY_MS = 5000;
/** A runner that ran this long before dying counts as healthy: the next restart starts at MIN_DELAY_MS. */
const HEALTHY_RUN_MS = 30_000;
/** Restarts that keep failing for this long give up: the process exits and its orchestrator restarts it. */
const GIVE_UP_AFTER_MS = 5 * 60_000;
const DEAD_STOP_TIMEOUT_MS = 2000;
const REGISTER_TIMEOUT_MS = 15_000;

export type LaneSpec = {
  /** `jobs` or `webhooks`: in logs and in the application_name of the runner's connections. */
  name: string;
  /** The channel on which the runner hears of jobs due now for its tasks (lanes.ts), instead of `jobs:insert`. */
  channel: string;
  options: Pick<
    RunnerOptions,
    'taskList' | 'crontab' | 'parsedCronItems' | 'concurrency' | 'pollInterval' | 'logger' | 'preset'
  >;
  /** How long a clean stop waits for running jobs before killing them: longer than the lane's longest job. */
  stopTimeoutMs: number;
};

type Instance = {
  runner: Runner;
  pool: pg.Pool;
  poolId: string;
  workerPool: WorkerPool | null;
  applicationName: string;
  startedAt: number;
  died: Promise<string>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Events of one runner instance, also re-emitted on the worker's shared emitter. */
function forwardingEmitter(target: WorkerEvents): WorkerEvents {
  const emitter = new EventEmitter();
  const emit = emitter.emit.bind(emitter);
  emitter.emit = (name: string | symbol, ...args: unknown[]) => {
    target.emit(name as never, ...(args as [never]));
    return emit(name, ...args);
  };
  return emitter as unknown as WorkerEvents;
}

/**
 * The runner's sessions commit without waiting for their WAL flush. They write only graphile-worker's own
 * bookkeeping (a job taken, completed, failed, a cron tick; no task writes through them), so a crash that loses the
 * last fraction of a second of it loses what a crash between a task's commit and its completion always could: the
 * job runs again (every task is idempotent), or its lock is released by stale-locks.ts. Everything a task does
 * commits on the worker's own pool (WORKER_POOL), which waits for the flush. Waiting, each job's two commits queued
 * at the WAL flush with the orders' own (docs/performance.md, finding 118).
 */
const RUNNER_SESSION_OPTIONS = '-c synchronous_commit=off';

/**
 * The runner's connections, in a pool of ours. graphile-worker's own pool drops its error listeners when the
 * runner stops, and a stopping runner's pool still has clients: an idle one that the database then
 * terminates (57P01, e.g. on restart) emits 'error' on the pool with no listener, which ends the process.
 * Our listeners stay for the pool's whole life; pg drops a broken client by itself. A connection per job slot
 * plus the LISTEN connection and one spare, so that no job waits for a connection to fetch or complete.
 */
export function connectionPool(connectionString: string, concurrency: number, lane: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: concurrency + 2, options: RUNNER_SESSION_OPTIONS });
  const log = logger.child({ lane });
  pool.on('error', (err) => log.warn({ err }, 'idle job runner connection lost'));
  // A client in use fails its query with the same error, and the runner reports that.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Makes the runner's LISTEN connection hear its lane's channel instead of graphile-worker's `jobs:insert`, on which
 * every job added (future-dated ones included, other lanes' too) wakes an idle worker. Called on
 * `pool:listen:success`, right after which graphile-worker queues its `LISTEN "jobs:insert"` on the same client:
 * ours, a microtask later, is queued behind it. Were that order ever to change, the runner would hear both
 * channels: the wake-ups of before, nothing missed.
 */
function listenOnLaneChannel(channel: string, workerPool: WorkerPool, client: PoolClient, events: WorkerEvents): void {
  const onNotification = (message: Notification) => {
    if (message.channel !== channel) return;
    let count = 1;
    try {
      count = Number((JSON.parse(message.payload ?? '{}') as { count?: unknown }).count ?? 1) || 1;
    } catch {
      // Not ours to judge: a notification on the channel means work, whatever it carries.
    }
    try {
      workerPool.nudge(count);
    } catch {
      // The runner is stopping (its workers refuse nudges): nothing to wake, and this is an event handler.
    }
  };
  client.on('notification', onNotification);
  const release = ({ client: released }: { client: PoolClient }) => {
    if (released !== client) return;
    client.removeListener('notification', onNotification);
    events.off('pool:listen:release', release);
  };
  events.on('pool:listen:release', release);
  queueMicrotask(() => {
    // A failed query means a broken connection: graphile-worker replaces it and this runs again.
    client.query(`UNLISTEN "jobs:insert"; LISTEN "${channel}"`).catch(() => {});
  });
}

export class Lane {
  private current: Instance | null = null;
  private stopping = false;
  /** Pool ids of this lane's runners that were stopped after dying, whose job locks are still to be released. */
  private readonly retired = new Set<string>();
  private wake: (reason: string) => void = () => {};
  private loop: Promise<void> = Promise.resolve();
  /** Settles when the lane stops: resolves after stop(), rejects when it gave up. */
  readonly done: Promise<void>;
  private finish!: (error?: unknown) => void;

  constructor(
    private readonly spec: LaneSpec,
    private readonly deps: { url: string; db: Db; events: WorkerEvents },
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.finish = (error) => (error === undefined ? resolve() : reject(error));
    });
  }

  /** The running runner's registration, or null while it is being replaced. */
  get registration(): { poolId: string; applicationName: string } | null {
    return this.current ? { poolId: this.current.poolId, applicationName: this.current.applicationName } : null;
  }

  get runner(): Runner | null {
    return this.current?.runner ?? null;
  }

  /** Sends up to `n` idle workers to look for jobs now (a job added outside add-job.ts, which notifies none). */
  nudge(n: number): void {
    this.current?.workerPool?.nudge(n);
  }

  /** Starts the first runner (a failure here is the caller's), then watches it. */
  async start(): Promise<void> {
    this.current = await this.startInstance();
    this.loop = this.supervise().then(
      () => this.finish(),
      (e: unknown) => this.finish(e),
    );
  }

  /** Replaces the running runner, e.g. after an unhandled rejection left its state unknown. */
  restart(reason: string): void {
    this.wake(reason);
  }

  async stop(): Promise<void> {
    if (this.stopping) return this.loop;
    this.stopping = true;
    this.wake('stop');
    await this.loop;
  }

  /** Resolves at the next wake() call, or at once when stopping (a stop may come while a runner starts). */
  private woken(): Promise<string> {
    return new Promise<string>((resolve) => {
      this.wake = resolve;
      if (this.stopping) resolve('stop');
    });
  }

  private async supervise(): Promise<void> {
    let delay = MIN_DELAY_MS;
    let failingSince: number | null = null;
    const log = logger.child({ lane: this.spec.name });
    for (;;) {
      const instance = this.current;
      if (instance) {
        const reason = await Promise.race([instance.died, this.woken()]);
        this.current = null;
        if (this.stopping) {
          await this.retire(instance, true);
          return;
        }
        log.warn({ reason, poolId: instance.poolId }, 'job runner died; starting a new one');
        // In the background: stopping a runner whose connections died can take seconds, and the new
        // one need not wait. Once it is stopped, its locked jobs are released by the next runner start.
        void this.retire(instance, false).then(() => {
          if (!instance.poolId) return;
          this.retired.add(instance.poolId);
          if (this.current) void this.releaseRetired();
        });
        if (performance.now() - instance.startedAt > HEALTHY_RUN_MS) delay = MIN_DELAY_MS;
      }
      await Promise.race([sleep(delay), this.woken()]);
      if (this.stopping) return;
      try {
        this.current = await this.startInstance();
        failingSince = null;
        log.info({ poolId: this.current.poolId }, 'job runner running again');
      } catch (e) {
        failingSince ??= performance.now();
        if (performance.now() - failingSince > GIVE_UP_AFTER_MS)
          throw new Error(
            `job runner ${this.spec.name} could not be restarted for ${GIVE_UP_AFTER_MS / 1000} s: ${String(e)}`,
          );
        log.warn({ err: e, retryInMs: delay }, 'job runner did not start; retrying');
      }
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    }
  }

  private async startInstance(): Promise<Instance> {
    const { db, url } = this.deps;
    // Its own application_name per runner: stale-locks.ts tells a dead runner by its missing connections.
    const applicationName = `aos-worker-${this.spec.name}-${randomBase62(10)}`;
    const connectionString = new URL(url);
    connectionString.searchParams.set('application_name', applicationName);
    const events = forwardingEmitter(this.deps.events);
    let poolId = '';
    let workerPool: WorkerPool | null = null;
    let markDead: (reason: string) => void = () => {};
    const died = new Promise<string>((resolve) => (markDead = resolve));
    events.on('pool:create', (e) => {
      poolId = e.workerPool.id;
      workerPool = e.workerPool;
    });
    events.on('pool:listen:success', ({ workerPool, client }) =>
      listenOnLaneChannel(this.spec.channel, workerPool, client, events),
    );
    events.on('pool:fatalError', ({ error, action }) => markDead(`pool fatal error in ${action}: ${String(error)}`));
    events.on('worker:fatalError', ({ error }) => markDead(`worker fatal error: ${String(error)}`));
    const registered = new Promise<void>((resolve, reject) => {
      // Registered once its LISTEN connection is up: from then on a live runner always shows a connection.
      events.once('pool:listen:success', ({ workerPool }) =>
        registerWorkerProcess(db, workerPool.id, applicationName).then(resolve, reject),
      );
      setTimeout(() => reject(new Error('the runner did not connect in time')), REGISTER_TIMEOUT_MS).unref();
    });
    registered.catch(() => {}); // awaited below; a runner that fails first must not leave it unhandled
    const pool = connectionPool(connectionString.toString(), this.spec.options.concurrency ?? 1, this.spec.name);
    let runner: Runner;
    try {
      runner = await run({ ...this.spec.options, pgPool: pool, noHandleSignals: true, events });
    } catch (e) {
      void pool.end().catch(() => {});
      throw e;
    }
    runner.promise.then(
      () => markDead('runner stopped'),
      (e: unknown) => markDead(`runner failed: ${String(e)}`),
    );
    const instance: Instance = {
      runner,
      pool,
      poolId,
      workerPool,
      applicationName,
      startedAt: performance.now(),
      died,
    };
    try {
      await registered;
      // Unlocks the jobs of runners (of any process) that have no connection left and stopped beating,
      // and at once those of this lane's own runners it retired (no need to wait for their heartbeat).
      await recoverStaleLocks(db);
      await this.releaseRetired();
    } catch (e) {
      await this.retire(instance, false);
      throw e;
    }
    return instance;
  }

  /** Releases the locks of retired runners; if the database is still away, the next runner start retries. */
  private async releaseRetired(): Promise<void> {
    const ids = [...this.retired];
    if (ids.length === 0) return;
    try {
      await releaseRetiredRunners(this.deps.db, ids);
      for (const id of ids) this.retired.delete(id);
    } catch {
      // kept for the next attempt
    }
  }

  /**
   * Stops a runner, killing it when a graceful stop hangs (a clean stop lets running jobs finish; a dead
   * runner gets little time). A clean stop also removes its registration. Never throws.
   */
  private async retire(instance: Instance, clean: boolean): Promise<void> {
    const stopped = instance.runner.stop().then(
      () => true,
      () => false,
    );
    const graceful = await Promise.race([
      stopped,
      sleep(clean ? this.spec.stopTimeoutMs : DEAD_STOP_TIMEOUT_MS).then(() => false),
    ]);
    if (!graceful) await Promise.race([instance.runner.kill().catch(() => {}), sleep(DEAD_STOP_TIMEOUT_MS)]);
    // end() resolves once every client is given back. graphile-worker does not await a finished job's result
    // (completeJob, failJob): its stop resolves while those queries still run. A clean stop waits for them, so
    // that a process stopping does not leave a finished job locked, to run again after a stale-lock recovery.
    // Not awaited beyond a bound, nor for a dead or killed runner, which may never give back a client it holds.
    const ended = instance.pool.end().catch(() => {});
    if (!clean || !graceful) return;
    await Promise.race([ended, sleep(this.spec.stopTimeoutMs)]);
    // A dead runner's row stays: recoverStaleLocks unlocks its jobs once its connections are gone.
    if (instance.poolId) await unregisterWorkerProcess(this.deps.db, instance.poolId).catch(() => {});
  }
}
