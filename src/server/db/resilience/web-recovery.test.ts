// The web app through a database outage and restarts, on a Postgres cluster of this file's own (it is
// stopped and restarted here; the shared test cluster never is) and an app server of its own:
// - while the database is down, /v1 (and the dashboard's tRPC, and MCP through /v1) answer 503
//   TEMPORARILY_UNAVAILABLE with Retry-After within seconds, not 500 and not after a 30 s hang;
// - after `pg_ctl restart -m fast` and `-m immediate` under load, every request started once the database is
//   back succeeds, none slower than the statement timeout;
// - the process pool's first queries fail fast while the database is down, and it works once it is back.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { createServer, connect as netConnect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMISED_ANSWER_MS } from '~/server/front-door/v1-pipeline';
import { config } from '~/server/config';
import { closeDb, connect, getDb, WEB_POOL } from '~/server/db/client';
import { ensureEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { migrateDatabase } from '~/server/db/migrate';
import { signUpVerified } from '~/test/accounts';
import { freePort, startAppServer, type AppServer } from '~/test/app-server';
import { api, createAgent, type Agent } from '~/test/fixtures';
import { restartCluster, stopCluster } from '~/test/pg-ctl';
import { validIntake } from '~/test/orders';

/** The cluster's port, free when the file starts (a fixed one collided with another cluster); kept across its restarts. */
let PORT: number;
const SERVICE = 'nib-oss';
/** Each request during an outage must be answered within this. */
const OUTAGE_ANSWER_MS = 5_000;
const STATEMENT_TIMEOUT_MS = WEB_POOL.statementTimeoutMs!;

const root = path.join(os.tmpdir(), `aos-web-recovery-${randomBytes(4).toString('hex')}`);
const dataDir = path.join(root, 'pg');
let databaseUrl: string;
let fixtureDb: ReturnType<typeof connect>;
let app: AppServer;
let agent: Agent;
let orderId: string;
let cookie: string;
const previousDatabaseUrl = process.env.DATABASE_URL;

const startCluster = () =>
  ensureEmbeddedPostgres({ env: process.env, port: PORT, dataDir, database: 'aos_web_recovery', log: () => {} });

beforeAll(async () => {
  await mkdir(root, { recursive: true, mode: 0o755 });
  PORT = await freePort();
  databaseUrl = await startCluster();
  await migrateDatabase(databaseUrl);
  // For the in-process pool test below: this file's getDb() is this cluster.
  process.env.DATABASE_URL = databaseUrl;
  fixtureDb = connect(databaseUrl, { max: 2 });
  agent = await createAgent({ db: fixtureDb.db, depositIdr: 1_000_000_000_000, monthlyLimitIdr: 1_000_000_000_000 });
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0', RATE_LIMIT_PER_MINUTE: '1000000' });
  const created = await createOrder();
  expect(created.status).toBe(201);
  orderId = created.body.id;
  cookie = await signUpVerified(app.baseUrl, fixtureDb.db, {
    email: `outage-${randomBytes(4).toString('hex')}@example.com`,
    password: 'a-long-password-1',
    name: 'Outage',
  });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await closeDb();
  await fixtureDb?.sql.end({ timeout: 1 });
  await stopCluster(dataDir, 'immediate').catch(() => {});
  await rm(root, { recursive: true, force: true });
  if (previousDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = previousDatabaseUrl;
}, 120_000);

function createOrder() {
  return api('/v1/orders', {
    baseUrl: app.baseUrl,
    key: agent.apiKey,
    body: { service: SERVICE, intake: validIntake(SERVICE) },
    headers: { 'Idempotency-Key': randomUUID() },
  });
}

const readOrder = () => api(`/v1/orders/${orderId}`, { baseUrl: app.baseUrl, key: agent.apiKey });

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t0 = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t0 };
}

function expectUnavailable(res: { status: number; headers: Headers; body: any }, ms: number, what: string) {
  expect(res.status, what).toBe(503);
  expect(res.body?.error?.code, what).toBe('TEMPORARILY_UNAVAILABLE');
  expect(res.body.error.message, what).toMatch(/\S/);
  expect(res.headers.get('retry-after'), what).toBe('2');
  expect(res.headers.get('x-request-id'), what).toBeTruthy();
  expect(ms, what).toBeLessThan(OUTAGE_ANSWER_MS);
}

describe('while the database is down', () => {
  it('/v1, the dashboard and MCP answer 503 TEMPORARILY_UNAVAILABLE with Retry-After within seconds; all recover when it is back', async () => {
    const mcp = new Client({ name: 'outage-test', version: '1.0.0' });
    await mcp.connect(
      new StreamableHTTPClientTransport(new URL(`${app.baseUrl}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${agent.apiKey}` } },
      }),
    );
    try {
      await stopCluster(dataDir, 'fast');
      const latencies: number[] = [];
      // Many in a row: failed connections must not stretch the pool's reconnect backoff into a hang.
      for (let round = 0; round < 10; round++) {
        const read = await timed(readOrder);
        expectUnavailable(read.value, read.ms, `GET /v1/orders/{id} #${round}`);
        const create = await timed(createOrder);
        expectUnavailable(create.value, create.ms, `POST /v1/orders #${round}`);
        latencies.push(read.ms, create.ms);
      }
      // And side by side.
      const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => timed(i % 2 ? readOrder : createOrder)));
      for (const [i, r] of burst.entries()) expectUnavailable(r.value, r.ms, `concurrent #${i}`);
      latencies.push(...burst.map((r) => r.ms));

      const dashboard = await timed(() => fetch(`${app.baseUrl}/api/trpc/account.me`, { headers: { cookie } }));
      expect(dashboard.value.status, 'dashboard tRPC').toBe(503);
      expect(dashboard.value.headers.get('retry-after')).toBe('2');
      expect(JSON.stringify(await dashboard.value.json())).toContain('TEMPORARILY_UNAVAILABLE');
      expect(dashboard.ms).toBeLessThan(OUTAGE_ANSWER_MS);

      const tool = await timed(() => mcp.callTool({ name: 'status_order', arguments: { order_id: orderId } }));
      const text = (tool.value.content as { text: string }[])[0]!.text;
      expect(tool.value.isError).toBe(true);
      expect(text).toMatch(/^HTTP 503 /);
      expect(text).toContain('TEMPORARILY_UNAVAILABLE');
      expect(tool.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      console.info(
        `[web-recovery] database down: ${latencies.length} /v1 answers, max ${Math.round(Math.max(...latencies))} ms; dashboard ${Math.round(dashboard.ms)} ms; MCP ${Math.round(tool.ms)} ms`,
      );
    } finally {
      await startCluster();
    }

    // Back: the very next requests succeed.
    const back = await timed(readOrder);
    expect(back.value.status).toBe(200);
    expect((await createOrder()).status).toBe(201);
    const me = await fetch(`${app.baseUrl}/api/trpc/account.me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const again = (await mcp.callTool({ name: 'status_order', arguments: { order_id: orderId } })) as {
      isError?: boolean;
    };
    expect(again.isError ?? false).toBe(false);
    await mcp.close();
  }, 120_000);
});

type Sample = { start: number; end: number; status: number; kind: 'create' | 'read' };

/**
 * Eight clients creating and reading orders while the cluster restarts; after the restart they go on until
 * 200 requests started after it have finished.
 */
async function restartUnderLoad(mode: 'fast' | 'immediate') {
  const samples: Sample[] = [];
  let backAt = Infinity;
  let stop = false;
  const startedAfterBack = () => samples.filter((s) => s.start >= backAt).length;
  const client = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const kind = (i + n) % 2 ? 'read' : 'create';
      const start = performance.now();
      const res = await fetch(kind === 'read' ? `${app.baseUrl}/v1/orders/${orderId}` : `${app.baseUrl}/v1/orders`, {
        method: kind === 'read' ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${agent.apiKey}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': randomUUID(),
        },
        body: kind === 'read' ? undefined : JSON.stringify({ service: SERVICE, intake: validIntake(SERVICE) }),
        signal: AbortSignal.timeout(40_000),
      }).then(
        async (r) => (await r.arrayBuffer(), r.status),
        () => 0, // no answer within 40 s
      );
      samples.push({ start, end: performance.now(), status: res, kind });
      if (startedAfterBack() >= 200) stop = true;
    }
  };
  const clients = Array.from({ length: 8 }, (_, n) => client(n));
  await new Promise((r) => setTimeout(r, 1_000)); // warm
  const restartAt = performance.now();
  await restartCluster(dataDir, mode);
  backAt = performance.now();
  await Promise.all(clients);

  const before = samples.filter((s) => s.end < restartAt);
  const during = samples.filter((s) => s.start < backAt && s.end >= restartAt);
  const after = samples
    .filter((s) => s.start >= backAt)
    .sort((a, b) => a.start - b.start)
    .slice(0, 200);
  const latency = (s: Sample) => s.end - s.start;
  const max = (xs: Sample[]) => Math.round(Math.max(0, ...xs.map(latency)));
  const count = (xs: Sample[]) => {
    const byStatus = new Map<number, number>();
    for (const s of xs) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
    return [...byStatus].map(([status, n]) => `${status}×${n}`).join(' ');
  };
  console.info(
    `[web-recovery] restart -m ${mode}: restart took ${Math.round(backAt - restartAt)} ms; ` +
      `before ${before.length} (${count(before)}, max ${max(before)} ms); during ${during.length} (${count(during)}, max ${max(during)} ms); ` +
      `after ${after.length} (${count(after)}, max ${max(after)} ms)`,
  );

  expect(before.every((s) => s.status === 200 || s.status === 201)).toBe(true);
  // During the restart: answered, and either served or told to retry; never a 500 or a hang.
  for (const s of during) {
    expect([200, 201, 503], `${s.kind} during the restart`).toContain(s.status);
    expect(latency(s), `${s.kind} during the restart`).toBeLessThan(STATEMENT_TIMEOUT_MS);
  }
  // Once the database is back: every one of the next 200 requests succeeds, none slower than the statement timeout.
  expect(after).toHaveLength(200);
  for (const s of after) {
    expect([200, 201], `${s.kind} after the restart`).toContain(s.status);
    expect(latency(s), `${s.kind} after the restart`).toBeLessThan(STATEMENT_TIMEOUT_MS);
  }
  expect(after.filter((s) => s.kind === 'create').length).toBeGreaterThan(50);
}

describe('a database restart under load', () => {
  it(
    'pg_ctl restart -m fast: once it is back, the next 200 requests all succeed',
    () => restartUnderLoad('fast'),
    180_000,
  );
  it(
    'pg_ctl restart -m immediate (crash and recovery): once it is back, the next 200 requests all succeed',
    () => restartUnderLoad('immediate'),
    180_000,
  );
});

/**
 * A TCP proxy in front of the cluster that can freeze like a network partition: while frozen it forwards
 * nothing and closes nothing (new connections are accepted and left silent). `heal()` resets every
 * connection it holds, as a partition that ends with the peers' sockets gone.
 */
async function partitionableProxy(targetPort: number) {
  let frozen = false;
  const sockets = new Set<Socket>();
  const track = (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => {});
  };
  const server = createServer((client) => {
    track(client);
    if (frozen) return; // accepted, never answered
    const upstream = netConnect(targetPort, '127.0.0.1');
    track(upstream);
    const forward = (from: Socket, to: Socket) => from.on('data', (chunk) => frozen || to.write(chunk));
    forward(client, upstream);
    forward(upstream, client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as { port: number }).port,
    freeze: () => (frozen = true),
    heal: () => {
      frozen = false;
      for (const s of sockets) s.resetAndDestroy();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe('a network partition between the app and the database', () => {
  it('answers every request with 503 within the /v1 deadline (pooled connections hang, new ones time out), and recovers once healed', async () => {
    const proxy = await partitionableProxy(PORT);
    const viaProxy = new URL(databaseUrl);
    viaProxy.port = String(proxy.port);
    const partitioned = await startAppServer({
      DATABASE_URL: viaProxy.toString(),
      SERVICE_EMBEDDED_DB: '0',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    try {
      const read = () => api(`/v1/orders/${orderId}`, { baseUrl: partitioned.baseUrl, key: agent.apiKey });
      // Warm: the pool holds open connections, which the partition will leave hanging.
      await Promise.all(Array.from({ length: 4 }, async () => expect((await read()).status).toBe(200)));
      proxy.freeze();
      const answers = await Promise.all(Array.from({ length: 12 }, () => timed(read)));
      for (const [i, a] of answers.entries()) {
        expect(a.value.status, `#${i}`).toBe(503);
        expect(a.value.body.error.code, `#${i}`).toBe('TEMPORARILY_UNAVAILABLE');
        expect(a.value.headers.get('retry-after'), `#${i}`).toBe('2');
        expect(a.ms, `#${i}`).toBeLessThan(PROMISED_ANSWER_MS);
      }
      const ms = answers.map((a) => Math.round(a.ms)).sort((a, b) => a - b);
      console.info(`[web-recovery] partition: 12 concurrent reads answered 503 after ${ms.join(', ')} ms`);
      proxy.heal();
      // Healed: the pools drop the reset connections and open new ones. A read that reaches a connection before the
      // app has read its reset still gets the outage's answer (503 with Retry-After, the contract's word for "try
      // again"); within the outage bound a read succeeds, and from then on every one does.
      const healedAt = performance.now();
      const early: number[] = [];
      for (;;) {
        const answer = await read();
        if (answer.status === 200) break;
        expect(answer.status).toBe(503);
        expect(answer.body.error.code).toBe('TEMPORARILY_UNAVAILABLE');
        expect(answer.headers.get('retry-after')).toBe('2');
        early.push(Math.round(performance.now() - healedAt));
        expect(performance.now() - healedAt).toBeLessThan(OUTAGE_ANSWER_MS);
      }
      console.info(
        `[web-recovery] healed: ${early.length} reads answered 503 before the first 200${early.length ? ` (at ${early.join(', ')} ms)` : ''}`,
      );
      for (let i = 0; i < 20; i++) expect((await read()).status).toBe(200);
    } finally {
      await partitioned.stop();
      await proxy.close();
    }
  }, 90_000);
});

describe('the process pool (getDb)', () => {
  it('fails its first queries within seconds while the database is down, keeps no failure, and works once it is back', async () => {
    // getDb() must open this file's cluster (never a default embedded one).
    expect(config().databaseUrl).toBe(databaseUrl);
    await closeDb();
    await stopCluster(dataDir, 'fast');
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const t0 = performance.now();
        // Opening the pool is not a connection (db/client.ts): the query is what fails, within connect_timeout.
        await expect((await getDb()).execute(sql`select 1`), `attempt ${attempt}`).rejects.toThrow();
        expect(performance.now() - t0, `attempt ${attempt}`).toBeLessThan(OUTAGE_ANSWER_MS);
      }
    } finally {
      await startCluster();
    }
    const db = await getDb();
    const [row] = await db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(row?.statement_timeout).toBe('10s');
  }, 60_000);
});
