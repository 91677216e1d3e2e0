// What /health answers: the database within a short timeout, and whether jobs are being run.
import { sql } from 'drizzle-orm';
import { config } from '~/server/config';
import { getDb } from '~/server/db/client';
import { HEARTBEAT_STALE_SECONDS } from '~/server/worker/heartbeat';

/** A readiness probe must answer fast, even when the database hangs rather than refuses. */
const DATABASE_TIMEOUT_MS = 1500;

/** `ok`: a runner beat recently. `stale`: runners are registered but none beat (dead or wedged). `missing`: none registered. */
type WorkerState = 'ok' | 'stale' | 'missing';

export type Readiness = { status: 200 | 503; body: Record<string, unknown> };

function timeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * 503 when the database does not answer, or when the worker is stale (a registered runner stopped
 * beating: orders would wait with nobody to process them), or missing while this web server requires one
 * (HEALTH_REQUIRE_WORKER, set by `npm start` when its worker runs). The worker's state is in the body
 * whenever it concerns this deployment: a worker has registered, one is required, or WORKER=off says it
 * runs elsewhere. A bare web server with no worker anywhere (tests) answers just `{"ok":true}`.
 */
export async function readiness(): Promise<Readiness> {
  let worker: WorkerState;
  try {
    const db = await timeout(getDb(), DATABASE_TIMEOUT_MS);
    const [row] = await timeout(
      db.execute<{ live: number; total: number }>(sql`
        select count(*) filter (where heartbeat_at > now() - make_interval(secs => ${HEARTBEAT_STALE_SECONDS}))::int as live,
               count(*)::int as total
        from worker_process`),
      DATABASE_TIMEOUT_MS,
    );
    worker = row && row.live > 0 ? 'ok' : row && row.total > 0 ? 'stale' : 'missing';
  } catch {
    return { status: 503, body: { ok: false, status: 'unavailable', database: 'down' } };
  }
  const required = config().healthRequireWorker;
  if (worker === 'stale' || (worker === 'missing' && required)) {
    return { status: 503, body: { ok: false, status: 'unavailable', database: 'up', worker } };
  }
  const reportWorker = worker !== 'missing' || required || !config().workerEnabled;
  return { status: 200, body: reportWorker ? { ok: true, worker } : { ok: true } };
}
