// Which workers' jobs are unlocked: a dead one's (no connection left) and a frozen one's (connected, silent past
// the deadline), never a live one's. A frozen worker keeps its registration (it may thaw); a dead one loses it.
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '~/server/db/client';
import { createDatabase, dropDatabase } from '~/test/test-database';
import { randomBase62 } from '~/server/domain/ids';
import { beatWorkerProcesses, recoverStaleLocks, FROZEN_AFTER_SECONDS, ORPHANED_AFTER_SECONDS } from './stale-locks';

const run = randomBase62(8);
const frozen = { poolId: `pool-frozen-${run}`, app: `aos-test-frozen-${run}` };
const live = { poolId: `pool-live-${run}`, app: `aos-test-live-${run}` };
const dead = { poolId: `pool-dead-${run}`, app: `aos-test-dead-${run}` };
const connections: postgres.Sql[] = [];
let databaseUrl: string;
let handle: ReturnType<typeof connect>;
/** A database of this file's own: a worker of another test file could otherwise recover these jobs first. */
const appDb = () => handle.db;

/** A connection that carries the worker's application_name, as its runner's pool would. */
async function connectAs(applicationName: string) {
  const connection = postgres(databaseUrl, { max: 1, connection: { application_name: applicationName } });
  await connection`select 1`;
  connections.push(connection);
}

async function register(worker: { poolId: string; app: string }, silentSeconds: number) {
  await appDb()
    .execute(sql`insert into worker_process (pool_id, application_name, pid, hostname, started_at, heartbeat_at)
    values (${worker.poolId}, ${worker.app}, 1, 'h', now() - interval '1 hour', now() - make_interval(secs => ${silentSeconds}))`);
}

/** A job far in the future (no runner of the test run takes it), locked by the worker `lockedSecondsAgo`. */
async function lockedJob(poolId: string, lockedSecondsAgo = 0): Promise<string> {
  const [job] = await appDb().execute<{ id: string }>(
    sql`select id::text from graphile_worker.add_job('stale_locks_probe', '{}'::json, run_at := now() + interval '1 day')`,
  );
  await appDb().execute(
    sql`update graphile_worker._private_jobs set locked_by = ${poolId}, locked_at = now() - make_interval(secs => ${lockedSecondsAgo}) where id = ${job!.id}::bigint`,
  );
  return job!.id;
}

const lockOf = async (id: string) =>
  (
    await appDb().execute<{ locked_by: string | null }>(
      sql`select locked_by from graphile_worker.jobs where id = ${id}::bigint`,
    )
  )[0]?.locked_by;
const registered = async (poolId: string) =>
  (await appDb().execute(sql`select 1 from worker_process where pool_id = ${poolId}`)).length === 1;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('serverUrl'), {
    prefix: 'aos_stale_locks',
    template: inject('templateDatabase'),
  });
  handle = connect(databaseUrl, { max: 2 });
  await connectAs(frozen.app);
  await connectAs(live.app);
});

afterAll(async () => {
  await Promise.all(connections.map((c) => c.end()));
  await handle.sql.end({ timeout: 5 });
  await dropDatabase(inject('serverUrl'), databaseUrl);
});

describe('recoverStaleLocks', () => {
  it('unlocks a frozen worker (connected, silent past the deadline) and a dead one, never a live one', async () => {
    await register(frozen, FROZEN_AFTER_SECONDS + 5);
    await register(live, 2);
    await register(dead, 60);
    const jobs = {
      frozen: await lockedJob(frozen.poolId),
      live: await lockedJob(live.poolId),
      dead: await lockedJob(dead.poolId),
    };

    const unlocked = await recoverStaleLocks(appDb());

    expect(unlocked.frozen).toContain(frozen.poolId);
    expect(unlocked.dead).toContain(dead.poolId);
    expect([...unlocked.dead, ...unlocked.frozen, ...unlocked.orphaned]).not.toContain(live.poolId);
    expect(await lockOf(jobs.frozen)).toBeNull();
    expect(await lockOf(jobs.dead)).toBeNull();
    expect(await lockOf(jobs.live)).toBe(live.poolId);
    expect(await registered(frozen.poolId)).toBe(true);
    expect(await registered(dead.poolId)).toBe(false);
    expect(await registered(live.poolId)).toBe(true);

    // Nothing left to move: the still-frozen worker is not reported again.
    expect((await recoverStaleLocks(appDb())).frozen).not.toContain(frozen.poolId);
  });

  it('leaves a connected worker that is late by less than the deadline alone', async () => {
    const late = { poolId: `pool-late-${run}`, app: live.app };
    await register(late, FROZEN_AFTER_SECONDS - 10);
    const job = await lockedJob(late.poolId);
    expect((await recoverStaleLocks(appDb())).frozen).not.toContain(late.poolId);
    expect(await lockOf(job)).toBe(late.poolId);
  });

  it('unlocks the jobs of a runner that never registered once their lock is older than the deadline', async () => {
    // A runner fetches before it registers: killed in between, its jobs are locked by a pool no row names.
    const unknown = `pool-unregistered-${run}`;
    const recent = `pool-unregistered-recent-${run}`;
    const old = await lockedJob(unknown, ORPHANED_AFTER_SECONDS + 5);
    const young = await lockedJob(recent, ORPHANED_AFTER_SECONDS - 10);

    const unlocked = await recoverStaleLocks(appDb());

    expect(unlocked.orphaned).toContain(unknown);
    expect(unlocked.orphaned).not.toContain(recent);
    expect(await lockOf(old)).toBeNull();
    expect(await lockOf(young)).toBe(recent);
  });
});

describe('beatWorkerProcesses', () => {
  it('keeps the newest beat when an older one (released by the same lock) commits after it', async () => {
    const runner = { poolId: `pool-beat-${run}`, applicationName: `aos-test-beat-${run}` };
    await register({ poolId: runner.poolId, app: runner.applicationName }, 60);
    const heartbeat = async () =>
      (
        await appDb().execute<{ at: string }>(
          sql`select heartbeat_at::text as at from worker_process where pool_id = ${runner.poolId}`,
        )
      )[0]!.at;
    let newer = '';
    // The older beat's transaction began first (its now() is earlier) and commits last.
    const older = await appDb().transaction(async (tx) => {
      const [row] = await tx.execute<{ at: string }>(sql`select now()::text as at`);
      await beatWorkerProcesses(appDb(), [runner]);
      newer = await heartbeat();
      await beatWorkerProcesses(tx, [runner]);
      return row!.at;
    });
    expect(newer > older).toBe(true);
    expect(await heartbeat()).toBe(newer);
  });
});
