import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { workerProcesses } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

/** Records a worker process (one runner) and the application_name its connections carry. */
export async function registerWorkerProcess(db: DbOrTx, poolId: string, applicationName: string): Promise<void> {
  await db
    .insert(workerProcesses)
    .values({
      poolId,
      applicationName,
      pid: process.pid,
      hostname: hostname(),
      startedAt: now(),
      heartbeatAt: sql`now()`,
    })
    .onConflictDoNothing();
}

/** A runner that stopped cleanly holds no locks: its row goes, so /health does not count it as stale. */
export async function unregisterWorkerProcess(db: DbOrTx, poolId: string): Promise<void> {
  await db.delete(workerProcesses).where(eq(workerProcesses.poolId, poolId));
}

/**
 * The liveness heartbeat of running runners, in database time (the clock /health compares with). A row
 * that is missing (removed by hand, or by a sweeper of an older version) is registered again.
 * A beat never moves the time back: `now()` is when its transaction began, and beats queued behind a table lock
 * are let go together and commit in any order; the oldest landing last wrote a time 20 s old after a 20 s lock,
 * and /health called a live worker stale until the next beat.
 */
export async function beatWorkerProcesses(
  db: DbOrTx,
  runners: { poolId: string; applicationName: string }[],
): Promise<void> {
  if (runners.length === 0) return;
  await db
    .insert(workerProcesses)
    .values(
      runners.map((r) => ({ ...r, pid: process.pid, hostname: hostname(), startedAt: now(), heartbeatAt: sql`now()` })),
    )
    .onConflictDoUpdate({
      target: workerProcesses.poolId,
      set: { heartbeatAt: sql`greatest(${workerProcesses.heartbeatAt}, excluded.heartbeat_at)` },
    });
}

/**
 * How long after a database (re)start a runner without a connection may still be reconnecting: during
 * this time only a heartbeat this old says it is dead.
 */
const RECONNECT_GRACE_SECONDS = 30;
/**
 * A runner that keeps its connections but has not beaten for this long is frozen (SIGSTOP, a hung event loop):
 * its jobs pass to live runners. Six missed beats: a busy event loop is late by a beat or two, not by six.
 */
export const FROZEN_AFTER_SECONDS = 30;

/**
 * A lock this old, held by a runner no process registered, is an orphan. A runner fetches jobs as soon as it
 * starts and registers once its LISTEN connection is up, within supervisor.ts's 15 s or it is retired: one killed
 * or retired in between left its jobs locked for graphile-worker's 4 hours.
 */
export const ORPHANED_AFTER_SECONDS = 30;

const textArray = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;

/**
 * graphile-worker leaves the jobs of a killed or frozen worker locked for hours. This unlocks them so they run
 * again on a live worker: at-least-once, never lost.
 * - dead: registered worker processes with no connection to Postgres left (a live worker keeps its LISTEN
 *   connection). Right after the database (re)started, live workers may still be reconnecting: then only a
 *   worker that has also not beaten for RECONNECT_GRACE_SECONDS counts as dead. Their rows go.
 * - frozen: connected, but silent for FROZEN_AFTER_SECONDS. Their rows stay (health reports them as degraded;
 *   a worker that thaws beats again and takes new jobs); a job it was running may then finish twice.
 * - orphaned: runners unknown to the registry whose locks are ORPHANED_AFTER_SECONDS old.
 * Live workers are never touched. Returns the pools whose jobs moved, by the rule that moved them (all empty when
 * none did), for the log to say why.
 */
export async function recoverStaleLocks(db: DbOrTx): Promise<UnlockedRunners> {
  const stale = await db.execute<{ pool_id: string; connected: boolean }>(sql`
    select w.pool_id, exists (select 1 from pg_stat_activity a where a.application_name = w.application_name) as connected
    from worker_process w
    where w.heartbeat_at is null
       or w.heartbeat_at < now() - make_interval(secs => ${FROZEN_AFTER_SECONDS})
       or (not exists (select 1 from pg_stat_activity a where a.application_name = w.application_name)
           and pg_postmaster_start_time() < now() - make_interval(secs => ${RECONNECT_GRACE_SECONDS}))`);
  const orphaned = await db.execute<{ locked_by: string }>(sql`
    select distinct j.locked_by from graphile_worker.jobs j
    where j.locked_by is not null
      and j.locked_at < now() - make_interval(secs => ${ORPHANED_AFTER_SECONDS})
      and not exists (select 1 from worker_process w where w.pool_id = j.locked_by)`);
  const found: UnlockedRunners = {
    dead: stale.filter((r) => !r.connected).map((r) => r.pool_id),
    frozen: stale.filter((r) => r.connected).map((r) => r.pool_id),
    orphaned: orphaned.map((r) => r.locked_by),
  };
  const { dead } = found;
  const ids = [...dead, ...found.frozen, ...found.orphaned];
  if (ids.length === 0) return NONE_UNLOCKED;
  const [unlocked] = await db.execute<{ n: number }>(sql`
    with held as (select count(*)::int as n from graphile_worker.jobs where locked_by = any(${textArray(ids)}))
    select n from held, graphile_worker.force_unlock_workers(${textArray(ids)})`);
  if (dead.length) await db.execute(sql`delete from worker_process where pool_id = any(${textArray(dead)})`);
  // Only a worker whose jobs moved is news; a frozen one already unlocked holds none.
  return dead.length || (unlocked?.n ?? 0) > 0 ? found : NONE_UNLOCKED;
}

/** The pools recoverStaleLocks moved jobs from, by rule. */
export type UnlockedRunners = { dead: string[]; frozen: string[]; orphaned: string[] };
const NONE_UNLOCKED: UnlockedRunners = Object.freeze({ dead: [], frozen: [], orphaned: [] });
export const unlockedAny = (u: UnlockedRunners) => u.dead.length + u.frozen.length + u.orphaned.length > 0;

/**
 * Jobs of runners this process itself retired (after a database restart, say): it knows they are dead,
 * so their locks go at once instead of after the reconnect grace. Those jobs run again (at least once).
 */
export async function releaseRetiredRunners(db: DbOrTx, poolIds: string[]): Promise<void> {
  if (poolIds.length === 0) return;
  await db.execute(sql`select graphile_worker.force_unlock_workers(${textArray(poolIds)})`);
  await db.execute(sql`delete from worker_process where pool_id = any(${textArray(poolIds)})`);
}
