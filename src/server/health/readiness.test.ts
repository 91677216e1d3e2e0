// /health of the web server tells the truth: 503 when the database is away, or when the worker is stale
// (or missing where one is required); 200 degraded when the database is slow or a worker froze beside a live
// one; `{"ok":true}` for a bare web server with no worker anywhere.
// Web servers of the production build on a database cluster of this file's own.
import { testDomain } from '~/test/domain-context';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, getDb } from '~/server/db/client';
import { stopEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { startWorker, type Worker } from '~/server/worker/runner';
import { probeFailure } from './readiness';
import { startAppServer, type AppServer } from '~/test/app-server';
import { waitFor } from '~/test/file-database';
import { startOwnCluster, type OwnCluster } from '~/test/own-cluster';

let cluster: OwnCluster;
let bare: AppServer;
let requiring: AppServer;
let worker: Worker | undefined;

beforeAll(async () => {
  cluster = await startOwnCluster('aos-health-');
  process.env.DATABASE_URL = cluster.url;
  bare = await startAppServer({ DATABASE_URL: cluster.url, SERVICE_EMBEDDED_DB: '0' });
  worker = await startWorker({ domain: testDomain });
  requiring = await startAppServer({ DATABASE_URL: cluster.url, SERVICE_EMBEDDED_DB: '0', HEALTH_REQUIRE_WORKER: '1' });
}, 180_000);

afterAll(async () => {
  await worker?.stop();
  await bare?.stop();
  await requiring?.stop();
  await closeDb();
  await cluster?.remove();
}, 60_000);

async function health(server: AppServer) {
  const started = Date.now();
  const res = await fetch(`${server.baseUrl}/health`);
  return { status: res.status, body: (await res.json()) as unknown, ms: Date.now() - started };
}

describe('/health', () => {
  it('a beating worker: 200 with worker ok', async () => {
    expect(await health(requiring)).toMatchObject({ status: 200, body: { ok: true, worker: 'ok' } });
    expect(await health(bare)).toMatchObject({ status: 200, body: { ok: true, worker: 'ok' } });
  });

  it('a live worker beside one that stopped beating (frozen): 200 degraded, for both servers', async () => {
    const db = await getDb();
    // Connected (this test's own connections carry its application_name) and silent for 20 s: stale for
    // /health, not yet past the deadline after which the live worker's heartbeat would unlock and report it.
    await db.execute(sql`insert into worker_process (pool_id, application_name, pid, hostname, started_at, heartbeat_at)
      select 'pool-frozen', application_name, 1, 'h', now() - interval '1 hour', now() - interval '20 seconds'
      from pg_stat_activity where pid = pg_backend_pid()`);
    for (const server of [bare, requiring])
      expect(await health(server)).toMatchObject({
        status: 200,
        body: { ok: true, status: 'degraded', database: 'up', worker: 'degraded' },
      });
    await db.execute(sql`delete from worker_process where pool_id = 'pool-frozen'`);
    expect(await health(requiring)).toMatchObject({ status: 200, body: { ok: true, worker: 'ok' } });
  });

  it('a table lock the probe waits behind: 200 degraded with the database slow, not down, within 3 s', async () => {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table worker_process in access exclusive mode`);
      for (const server of [bare, requiring]) {
        const answer = await health(server);
        expect(answer).toMatchObject({ status: 200, body: { ok: true, status: 'degraded', database: 'slow' } });
        expect(answer.ms).toBeLessThan(3000);
      }
    });
    expect(await health(requiring)).toMatchObject({ status: 200, body: { ok: true, worker: 'ok' } });
  });

  it('a lock that holds every connection of the web pool: still 200 degraded slow, not down', async () => {
    const db = await getDb();
    // A well-formed key that matches nothing: its lookup waits on the locked api_key all the same.
    const key = `svc_live_abcdefgh.${'x'.repeat(32)}`;
    const waiting: Promise<number>[] = [];
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table worker_process, api_key in access exclusive mode`);
      // More /v1 calls than the key check pool's 10 connections, each waiting on the lock. One at a time: key checks
      // that reach the server in one turn of its event loop go as one statement on one connection (KeyChecks).
      for (let sent = 1; sent <= 12; sent++) {
        waiting.push(
          fetch(`${bare.baseUrl}/v1/orders`, { headers: { Authorization: `Bearer ${key}` } }).then((r) => r.status),
        );
        const connections = Math.min(sent, 10);
        await waitFor(
          async () => {
            const [row] = await tx.execute<{ n: number }>(
              sql`select count(*)::int as n from pg_locks where relation = 'api_key'::regclass and not granted`,
            );
            return row!.n >= connections;
          },
          { what: `${connections} connections of the pool to wait on the lock`, timeoutMs: 20_000 },
        );
      }
      const answer = await health(bare);
      expect(answer).toMatchObject({ status: 200, body: { ok: true, status: 'degraded', database: 'slow' } });
      expect(answer.ms).toBeLessThan(3000);
    });
    // Released before their 10 s statement limit: each is answered (401, the key matches nothing).
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 12 }, () => 401));
    expect(await health(bare)).toMatchObject({ status: 200, body: { ok: true, worker: 'ok' } });
  });

  it('no worker at all: 503 missing where one is required, a plain ok for a bare web server', async () => {
    await worker!.stop(); // a clean stop removes its registration
    worker = undefined;
    expect(await health(requiring)).toMatchObject({
      status: 503,
      body: { ok: false, status: 'unavailable', database: 'up', worker: 'missing' },
    });
    expect(await health(bare)).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('a registered worker that stopped beating: 503 stale', async () => {
    const db = await getDb();
    await db.execute(sql`insert into worker_process (pool_id, application_name, pid, hostname, started_at, heartbeat_at)
      values ('pool-dead', 'aos-worker-dead', 1, 'h', now() - interval '1 hour', now() - interval '1 minute')`);
    for (const server of [bare, requiring])
      expect(await health(server)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', database: 'up', worker: 'stale' },
      });
    await db.execute(sql`delete from worker_process where pool_id = 'pool-dead'`);
  });

  it('the database is away: 503 database down, answered within the short timeout', async () => {
    await closeDb();
    await stopEmbeddedPostgres({ env: process.env, dataDir: cluster.dataDir });
    for (const server of [bare, requiring]) {
      const answer = await health(server);
      expect(answer).toMatchObject({ status: 503, body: { ok: false, status: 'unavailable', database: 'down' } });
      expect(answer.ms).toBeLessThan(3000);
    }
  }, 30_000);
});

describe('a probe the server refused', () => {
  const serverError = (code: string) => Object.assign(new Error(code), { code, severity: 'FATAL' });

  it('busy (its own statement or lock timeout, no free slot): 200 degraded, slow', () => {
    for (const code of ['57014', '55P03', '53300'])
      expect(probeFailure(serverError(code))).toEqual({
        status: 200,
        body: { ok: true, status: 'degraded', database: 'slow' },
      });
  });

  it('shutting down or starting up after a restart: 503 down, not slow (a restart is an outage)', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006'])
      expect(probeFailure(serverError(code))).toEqual({
        status: 503,
        body: { ok: false, status: 'unavailable', database: 'down' },
      });
    expect(probeFailure(new Error('connect ECONNREFUSED'))).toMatchObject({ status: 503 });
  });
});
