// `npm run worker` survives database restarts: it keeps running, and a job added after each restart runs
// within seconds, on both runners (jobs and webhooks). On a cluster of this file's own.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '~/test/file-database';
import { startOwnCluster, type OwnCluster } from '~/test/own-cluster';

let cluster: OwnCluster;
let worker: ChildProcess;
let output = '';
let sql: postgres.Sql;

beforeAll(async () => {
  cluster = await startOwnCluster('aos-worker-restart-');
  sql = postgres(cluster.url, { max: 2, onnotice: () => {}, backoff: () => 0.1 });
  worker = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
    env: { ...process.env, DATABASE_URL: cluster.url, SERVICE_EMBEDDED_DB: '1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  worker.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  await waitFor(async () => output.includes('worker running'), { timeoutMs: 60_000, what: 'the worker' });
}, 90_000);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((r) => worker.once('exit', r));
    worker.kill('SIGTERM');
    await exited;
  }
  await sql?.end({ timeout: 1 });
  await cluster?.remove();
}, 60_000);

/** Adds a job (retrying while the database is still coming back) and waits until it has run. */
async function jobRunsWithin(task: string, payload: object, ms: number): Promise<void> {
  const id = await waitFor(
    async () => {
      try {
        const [row] = await sql<
          { id: string }[]
        >`select (graphile_worker.add_job(${task}::text, ${sql.json(payload as postgres.JSONValue)}::json)).id::text as id`;
        return row!.id;
      } catch {
        return null;
      }
    },
    { timeoutMs: 20_000, what: 'the database to accept a job' },
  );
  // A job that ran successfully is deleted; one that failed would stay with its error.
  await waitFor(
    async () => (await sql`select 1 from graphile_worker._private_jobs where id = ${id}`.catch(() => [1])).length === 0,
    {
      timeoutMs: ms,
      what: `${task} job ${id} to run (worker output:\n${output})`,
    },
  );
}

describe('the worker process and an unhandled rejection', () => {
  it('survives it: its runners are replaced (new registrations) and jobs run', async () => {
    let out = '';
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--import',
        './src/test/inject-unhandled-rejection.mjs',
        path.join('src', 'cli', 'worker.ts'),
      ],
      {
        env: {
          ...process.env,
          DATABASE_URL: cluster.url,
          SERVICE_EMBEDDED_DB: '1',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    try {
      await waitFor(async () => out.includes('worker running'), { timeoutMs: 60_000, what: 'the second worker' });
      const pools = async () =>
        (await sql<{ pool_id: string }[]>`select pool_id from worker_process where pid = ${child.pid!}`)
          .map((r) => r.pool_id)
          .sort();
      const before = await pools();
      expect(before).toHaveLength(2);
      child.kill('SIGUSR2');
      await waitFor(async () => out.includes('restarting the job runners'), {
        timeoutMs: 10_000,
        what: `the rejection to be handled:\n${out}`,
      });
      await waitFor(async () => (await pools()).filter((id) => !before.includes(id)).length === 2, {
        timeoutMs: 10_000,
        what: 'two new runners',
      });
      expect(child.exitCode).toBeNull();
      await jobRunsWithin('recover_stale_locks', {}, 5000);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});

describe('the worker process and database restarts', () => {
  it.each(['fast', 'immediate', 'fast'] as const)(
    'pg_ctl restart -m %s: still running, and new jobs run within seconds',
    async (mode) => {
      await jobRunsWithin('recover_stale_locks', {}, 5000);
      // Jobs failing all through the restart: graphile-worker records failures without awaiting them, so
      // a failure that cannot be recorded surfaced as an unhandled rejection that ended the process.
      let churning = true;
      const churn = (async () => {
        while (churning) {
          await sql`select graphile_worker.add_job('deliver_webhook'::text, '{}'::json)`.catch(() => {});
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      await new Promise((r) => setTimeout(r, 300));
      await cluster.restart(mode).finally(() => setTimeout(() => (churning = false), 1000));
      await churn;
      await jobRunsWithin('recover_stale_locks', {}, 8000);
      // The webhook runner too (an unknown event is a no-op delivery).
      await jobRunsWithin('deliver_webhook', { eventId: 'evt_missing' }, 8000);
      expect(worker.exitCode).toBeNull();
      expect(output).not.toMatch(/Cannot read properties of null|uncaught/i);
      // Both runners beat again (what /health reads).
      await waitFor(
        async () => {
          const [row] = await sql<
            { n: number }[]
          >`select count(*)::int as n from worker_process where heartbeat_at > now() - interval '15 seconds'`.catch(
            () => [{ n: 0 }],
          );
          return row!.n >= 2;
        },
        { timeoutMs: 10_000, what: 'heartbeats of both runners' },
      );
    },
    90_000,
  );
});
