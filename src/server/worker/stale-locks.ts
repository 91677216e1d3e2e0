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
    .onConflictDoUpdate({ target: workerProcesses.poolId, set: { heartbeatAt: sql`now()` } });
}

/**
 * How long after a database (re)start a runner without a connection may still be reconnecting: during
 * this time only a heartbeat this old says it is dead.
 */
const RECONNECT_GRACE_SECONDS = 30;

/**
 * graphile-worker leaves a killed worker's jobs locked for hours. This unlocks the jobs of registered
 * worker processes that no longer have any connection to Postgres (a live worker keeps its LISTEN
 * connection), so those jobs run again on a live worker: at-least-once, never lost. Right after the
 * database (re)started, live workers may still be reconnecting: then only a worker that has also not
 * beaten for RECONNECT_GRACE_SECONDS counts as dead. Workers that are alive, or unknown to the registry,
 * are never touched.
 */
export async function recoverStaleLocks(db: DbOrTx): Promise<string[]> {
  const dead = await db.execute<{ pool_id: string }>(sql`
    select w.pool_id from worker_process w
    where not exists (select 1 from pg_stat_activity a where a.application_name = w.application_name)
      and (pg_postmaster_start_time() < now() - make_interval(secs => ${RECONNECT_GRACE_SECONDS})
           or w.heartbeat_at is null
           or w.heartbeat_at < now() - make_interval(secs => ${RECONNECT_GRACE_SECONDS}))`);
  const ids = dead.map((r) => r.pool_id);
  if (ids.length === 0) return [];
  await db.execute(
    sql`select graphile_worker.force_unlock_workers(${sql.raw(`array[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]::text[]`)})`,
  );
  await db.execute(
    sql`delete from worker_process where pool_id in ${sql.raw(`(${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')})`)}`,
  );
  return ids;
}

/**
 * Jobs of runners this process itself retired (after a database restart, say): it knows they are dead,
 * so their locks go at once instead of after the reconnect grace. Those jobs run again (at least once).
 */
export async function releaseRetiredRunners(db: DbOrTx, poolIds: string[]): Promise<void> {
  if (poolIds.length === 0) return;
  const list = sql.raw(`array[${poolIds.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  await db.execute(sql`select graphile_worker.force_unlock_workers(${list})`);
  await db.execute(sql`delete from worker_process where pool_id = any(${list})`);
}
