// What /health answers: the database within a short timeout, and whether jobs are being run.
import { config } from '~/server/config';
import type postgres from 'postgres';
import { connect, getHandle, WEB_POOL } from '~/server/db/client';
import { pgError } from '~/server/db/pg-error';
import { HEARTBEAT_STALE_SECONDS } from '~/server/worker/heartbeat';

/** A readiness probe must answer fast, even when the database hangs rather than refuses. */
const DATABASE_TIMEOUT_MS = 1500;
/**
 * The server cancels the probe's statement (or its wait for a lock) before our own timeout fires: that error
 * proves it is up, only busy (a long table lock, a saturated server), so it is reported slow.
 */
const SERVER_TIMEOUT_MS = 1000;
/**
 * A probe whose select waited this long for a lock on worker_process read heartbeats that the same lock held back
 * (a runner's beat is an update of that table): at the moment a long lock is released, the probe read the last
 * beat before it and called a live worker stale (503) while the queued beats were being written.
 */
const HELD_BACK_SECONDS = 0.25;

/**
 * The errors that mean "up but busy": the probe's own statement or lock timeout, or no free connection slot.
 * Any other error the server sends (57P01 shutting down, 57P03 starting up after a crash or restart) means it
 * cannot serve, so it is down: a restart answered "slow" told the load balancer a lie for its whole length.
 */
const BUSY_CODES = new Set(['57014', '55P03', '53300']);

/**
 * `ok`: runners beat recently. `degraded`: some beat, others registered stopped beating (frozen or dying; their
 * jobs pass to the live ones after the heartbeat deadline, stale-locks.ts). `stale`: runners are registered but
 * none beat. `missing`: none registered. `held back`: some did not beat, but the probe itself waited on a lock of
 * the table their beats write, so their silence says nothing: reported as the database being slow.
 */
type WorkerState = 'ok' | 'degraded' | 'stale' | 'missing' | 'held back';

export type Readiness = { status: 200 | 503; body: Record<string, unknown> };

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The probe in one round trip: one simple-protocol message of three statements, which Postgres runs as one implicit
 * transaction, so the `SET LOCAL`s bind the select that follows and nothing else (no begin and commit of their
 * own; before, a transaction of four round trips cost /health more than its select). No parameters: the numbers
 * are this file's constants.
 */
const PROBE = `set local statement_timeout = ${SERVER_TIMEOUT_MS}; set local lock_timeout = ${SERVER_TIMEOUT_MS};
  select count(*) filter (where heartbeat_at > now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS}))::int as live,
         count(*)::int as total,
         extract(epoch from clock_timestamp() - statement_timestamp())::float8 as waited
  from worker_process`;

/**
 * The probe's own connection, beside the pool. Behind a table lock every connection of the pool can be held by
 * requests waiting out their 10 s statement limit; a probe queued behind them timed out here and called a busy
 * database down (503, out of every load balancer at once), while the server answered at once on any free
 * connection. Kept on globalThis: Next's bundle holds its own copy of this module.
 */
const globalForProbe = globalThis as unknown as { aosHealthProbe?: Promise<postgres.Sql> };

function probeConnection(): Promise<postgres.Sql> {
  globalForProbe.aosHealthProbe ??= getHandle().then(
    ({ url }) => connect(url, { ...WEB_POOL, max: 1, applicationName: 'aos-health' }).sql,
    (e: unknown) => {
      globalForProbe.aosHealthProbe = undefined;
      throw e;
    },
  );
  return globalForProbe.aosHealthProbe;
}

async function workerState(): Promise<WorkerState> {
  const sql = await probeConnection();
  // One result per statement; the select's is the last.
  const results = (await sql.unsafe(PROBE).simple()) as unknown as { live: number; total: number; waited: number }[][];
  const row = results.at(-1)?.[0];
  if (!row || row.total === 0) return 'missing';
  if (row.live < row.total && row.waited >= HELD_BACK_SECONDS) return 'held back';
  if (row.live === 0) return 'stale';
  return row.live < row.total ? 'degraded' : 'ok';
}

/**
 * 503 when the database does not answer, or when the worker is stale (every registered runner stopped
 * beating: orders would wait with nobody to process them), or missing while this web server requires one
 * (HEALTH_REQUIRE_WORKER, set by `npm start` when its worker runs). 200 `degraded` when the database answers
 * slowly (every instance would be equally slow: taking this one out helps nobody) or when some workers stopped
 * beating while others run. The worker's state is in the body whenever it concerns this deployment: a worker
 * has registered, one is required, or WORKER=off says it runs elsewhere. A bare web server with no worker
 * anywhere (tests) answers just `{"ok":true}`.
 */
export async function readiness(): Promise<Readiness> {
  let worker: WorkerState;
  try {
    worker = await timeout(workerState(), DATABASE_TIMEOUT_MS);
  } catch (e) {
    return probeFailure(e);
  }
  if (worker === 'held back') return { status: 200, body: { ok: true, status: 'degraded', database: 'slow' } };
  const required = config().healthRequireWorker;
  if (worker === 'stale' || (worker === 'missing' && required)) {
    return { status: 503, body: { ok: false, status: 'unavailable', database: 'up', worker } };
  }
  if (worker === 'degraded') return { status: 200, body: { ok: true, status: 'degraded', database: 'up', worker } };
  const reportWorker = worker !== 'missing' || required || !config().workerEnabled;
  return { status: 200, body: reportWorker ? { ok: true, worker } : { ok: true } };
}

/** What a failed probe says: slow when the server itself cancelled it for being busy, down otherwise. */
export function probeFailure(e: unknown): Readiness {
  if (BUSY_CODES.has(pgError(e)?.code ?? ''))
    return { status: 200, body: { ok: true, status: 'degraded', database: 'slow' } };
  return { status: 503, body: { ok: false, status: 'unavailable', database: 'down' } };
}
