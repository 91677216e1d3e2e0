import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { workerProcesses } from '../db/schema';
import { now } from '../domain/clock';

/** Records a worker process and the application_name its connections carry. */
export async function registerWorkerProcess(db: DbOrTx, poolId: string, applicationName: string): Promise<void> {
  await db.insert(workerProcesses).values({ poolId, applicationName, pid: process.pid, hostname: hostname(), startedAt: now() }).onConflictDoNothing();
}

/**
 * graphile-worker leaves a killed worker's jobs locked for hours. This unlocks the jobs of registered
 * worker processes that no longer have any connection to Postgres (a live worker always keeps its
 * LISTEN connection), so those jobs run again on a live worker: at-least-once, never lost. Workers that
 * are alive, or unknown to the registry, are never touched.
 */
export async function recoverStaleLocks(db: DbOrTx): Promise<string[]> {
  const dead = await db.execute<{ pool_id: string }>(sql`
    select w.pool_id from worker_process w
    where not exists (select 1 from pg_stat_activity a where a.application_name = w.application_name)`);
  const ids = dead.map((r) => r.pool_id);
  if (ids.length === 0) return [];
  await db.execute(sql`select graphile_worker.force_unlock_workers(${sql.raw(`array[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]::text[]`)})`);
  await db.execute(sql`delete from worker_process where pool_id in ${sql.raw(`(${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')})`)}`);
  return ids;
}
