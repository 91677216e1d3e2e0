// `npm run bench`: the production build on a fresh Postgres cluster, loaded with autocannon at 1, 16 and 64
// connections, with the worker in the web launcher's process and then in a process of its own; pgbench runs the
// server's own statements (bench/pgbench/*.sql) on the same cluster as the database floor. The results table,
// the CPU time per request of each process, the tail at 16 connections as the server itself timed it (server-side.ts)
// and bench/results/<timestamp>.json are written. Options: --duration <s> (default 8), --connections 1,16,64,
// --scenarios health,get-order,... , --worker in-process|separate|both (default both), --no-pgbench,
// --web-concurrency <n> (web processes behind the port, default 1, as the test suites run them; recorded).
// --practitioners <n> (default 8): practitioners qualified for the bench's service, so that every order's first
// offering makes an offer, as in a deployment (finding 105); pgbench's scripts were captured with one (an order
// offered), so with 0 (the runs before finding 106) app/pgbench is not printed for POST.
// --scenarios uploads (in the default set) runs bench/uploads.ts with the first worker mode: --upload-files
// (default 10) uploads of --upload-mb MB (default 20) at once, then as many downloads, with the web server's RSS.
// --statements adds, per run at 16 connections, the statements Postgres spent most time in (pg_stat_statements).
// --worker none is a diagnostic, not a way to run the service: no worker at all, so the orders created are never
// offered; it shows what the order path costs without the offering work each new order sets off.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  EMBEDDED_DATABASE,
  ensureEmbeddedPostgres,
  restartEmbeddedPostgres,
  stopEmbeddedPostgres,
} from '~/server/embedded-postgres/embedded-postgres';
import { connect } from '~/server/db/client';
import { migrateDatabase } from '~/server/db/migrate';
import { buildIfNeeded } from '~/cli/build-if-needed';
import { launcherArgs } from '~/cli/heap-limit';
import { compileEntries } from '~/cli/compile-entries.mjs';
import { ensurePgbench, runPgbench } from './pgbench';
import { cpuMs, postmasterPid, processTree, rssMb, treeRssMb } from './process-tree';
import { LAG_RESOLUTION_MS, sampleServer, serverSide, type ServerSide } from './server-side';
import { statementStats, type StatementStat } from './statement-stats';
import { runUploadBench, uploadTable, type UploadResult } from './uploads';
import { runWebhookBench, type WebhookLatencies, type WebhookResult } from './webhooks';
import { arrangeAgents, arrangePractitioners, fixtureValues, ORDER_BODY, type BenchAgent } from './statements';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '8'));
const CONNECTIONS = arg('connections', '1,16,64').split(',').map(Number);
const ONLY = arg('scenarios', '');
const WORKER_MODES = arg('worker', 'both') === 'both' ? ['in-process', 'separate'] : [arg('worker', 'in-process')];
const PORT = Number(process.env.BENCH_PORT ?? 3873);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55873);
const BASE = `http://127.0.0.1:${PORT}`;
// 32 organizations (deposits) with 2 keys each: at 64 connections each deposit row sees 2 requests at once.
const ORGS = 32;
const KEYS_PER_ORG = 2;
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench';
const STATEMENTS = argv.includes('--statements');
const UPLOADS = !ONLY || ONLY.split(',').includes('uploads');
const UPLOAD_MB = Number(arg('upload-mb', '20'));
const UPLOAD_FILES = Number(arg('upload-files', '10'));
/** Web processes `npm start` runs here (WEB_CONCURRENCY): 1 unless asked, so runs compare with earlier ones. */
const WEB_CONCURRENCY = Number(arg('web-concurrency', '1'));
/** Practitioners who take the orders (finding 105): 0 measures the path of an order offered to nobody. */
const PRACTITIONERS = Number(arg('practitioners', '8'));

type Row = {
  worker: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  load1: number;
  vsHealth?: number;
  /** CPU time per request (ms) by process group, and how busy the machine's cores were during the run. */
  cpu?: CpuPerRequest;
  /** With --statements, at 16 connections: where Postgres spent its time. */
  statements?: StatementStat[];
  /** A mixed scenario: each kind of request on its own (its share of the run's requests and latencies). */
  parts?: Record<string, Latencies>;
  /** At 16 connections: the tail as the server measured it, beside the load generator's (server-side.ts). */
  tail?: { server: ServerSide; generator: GeneratorTail };
};

/** The load generator's answers over 100 ms, and the lag of its own event loop during the run. */
type GeneratorTail = { over100ms: number; lagP99Ms: number };

type Latencies = { rps: number; p50: number; p95: number; p99: number; requests: number };

type CpuGroups = { web: number; worker: number; postgres: number; loadGenerator: number };
/** `drainMs`: how long after the run the worker still had due jobs or e-mails (their CPU is counted: jobsSettled). */
type CpuPerRequest = CpuGroups & { total: number; busyPercent: number; drainMs?: number };

const log = (...parts: unknown[]) => process.stderr.write(`${parts.join(' ')}\n`);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function waitHealthy(proc: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const ok = await fetch(`${BASE}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
}

function stop(proc: ChildProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
    setTimeout(() => proc.kill('SIGKILL'), 15_000).unref();
  });
}

type Fixture = {
  agents: BenchAgent[];
  keys: string[];
  orderIds: string[][];
  replayKey: string;
  url: string;
  /** Per key, orders waiting for the client's message (each takes one message). */
  waiting: string[][];
};

async function arrange(url: string): Promise<Fixture> {
  const agents = await arrangeAgents(url, ORGS, KEYS_PER_ORG);
  await arrangePractitioners(url, PRACTITIONERS);
  return {
    agents,
    keys: agents.map((a) => a.apiKey),
    orderIds: [],
    replayKey: `bench-replay-${Date.now()}`,
    url,
    waiting: [],
  };
}

const orderBody = ORDER_BODY;

async function request(method: string, p: string, key: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${p}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${p} -> ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/**
 * Fresh statistics, as autovacuum keeps them on a database in service. The cluster is new: its tables were
 * last analyzed empty, and Postgres then plans graphile-worker's job fetch and add_job's key lookup as scans
 * of a queue table that grows by thousands of jobs during the runs (docs/performance.md, finding 13).
 */
async function analyze(url: string) {
  const { sql } = connect(url, { max: 1 });
  await sql`analyze`;
  await sql.end();
}

/** Orders to read (one list per key) and the order replays answer with. */
async function arrangeOrders(fx: Fixture) {
  fx.orderIds = [];
  for (const key of fx.keys) {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(String((await request('POST', '/v1/orders', key, orderBody))['id']));
    fx.orderIds.push(ids);
  }
  await request('POST', '/v1/orders', fx.keys[0]!, orderBody, { 'Idempotency-Key': fx.replayKey });
}

type Scenario = {
  name: string;
  build: (fx: Fixture) => autocannon.Request[];
  /** The connection counts this scenario runs at, whatever --connections says. */
  connections?: number[];
  /** Runs before every load of the scenario (and its probe). */
  prepare?: (fx: Fixture) => Promise<void>;
};

/**
 * A bench shortcut for POST /v1/orders/{id}/messages, which only an order in butuh_input_klien accepts (and moves
 * to dikerjakan): copies of each key's first order are inserted straight into that status, `perKey` per key.
 */
async function prepareWaiting(fx: Fixture, perKey: number) {
  const { sql } = connect(fx.url, { max: 1 });
  try {
    const firsts = fx.orderIds.map((ids) => ids[0]!);
    const rows = await sql<{ id: string; api_key_id: string }[]>`
      insert into "order" (id, organization_id, api_key_id, service_code, status, price_idr, max_budget, intake,
        callback_url, sla_due_at, deliverable, approval_required, practitioner_id, paid_at, created_at, updated_at)
      select 'ord_bm' || substr(md5(random()::text || g::text), 1, 22), o.organization_id, o.api_key_id, o.service_code,
        'butuh_input_klien', o.price_idr, o.max_budget, o.intake, o.callback_url, o.sla_due_at, o.deliverable,
        o.approval_required, o.practitioner_id, o.paid_at, now(), now()
      from "order" o cross join generate_series(1, ${perKey}) g
      where o.id = any(${firsts})
      returning id, api_key_id`;
    const keyIds = await sql<
      { id: string; api_key_id: string }[]
    >`select id, api_key_id from "order" where id = any(${firsts})`;
    const byKey = new Map(keyIds.map((r) => [r.api_key_id, [] as string[]]));
    for (const r of rows) byKey.get(r.api_key_id)!.push(r.id);
    fx.waiting = keyIds
      .sort((a, b) => firsts.indexOf(a.id) - firsts.indexOf(b.id))
      .map((r) => byKey.get(r.api_key_id)!);
  } finally {
    await sql.end();
  }
}

let counter = 0;
const unique = () => `bench-${process.pid}-${Date.now()}-${counter++}`;

function rotating(fx: Fixture, make: (k: number, n: number) => autocannon.Request): autocannon.Request[] {
  return [
    {
      setupRequest: (req) => {
        const n = counter++;
        const k = n % fx.keys.length;
        return { ...req, ...make(k, n) };
      },
    },
  ];
}

/**
 * The kind of the request a client was just answered for: autocannon calls a request's `onResponse` and then,
 * synchronously and for the same client, emits `response` (with the latency), before the client sends its next
 * request. `load` reads it there.
 */
let answeredKind: string | undefined;

/**
 * The mixed scenario's own count of requests sent. It shared `counter` with `unique()`, so each order's
 * idempotency key skipped a number and every fourth request, not every fifth, was an order (75 / 25).
 */
let mixedSent = 0;

/**
 * 80 % reads and 20 % new orders over the same keys, every fifth request an order: an agent working through a
 * backlog while others poll their orders. Each request's kind travels in its client's context.
 */
function mixed(fx: Fixture): autocannon.Request[] {
  return [
    {
      setupRequest: (req, context: { kind?: string }) => {
        const n = mixedSent++;
        const k = n % fx.keys.length;
        const order = n % 5 === 4;
        context.kind = order ? 'POST /v1/orders' : 'GET /v1/orders/{id}';
        return order
          ? {
              ...req,
              method: 'POST',
              path: '/v1/orders',
              headers: { ...auth(fx, k), 'idempotency-key': unique() },
              body: orderBody,
            }
          : {
              ...req,
              method: 'GET',
              path: `/v1/orders/${fx.orderIds[k]![n % fx.orderIds[k]!.length]}`,
              headers: auth(fx, k),
              body: undefined,
            };
      },
      onResponse: (_status, _body, context: { kind?: string }) => {
        answeredKind = context.kind;
      },
    },
  ];
}

const auth = (fx: Fixture, k: number) => ({
  authorization: `Bearer ${fx.keys[k]}`,
  'content-type': 'application/json',
});

const SCENARIOS: Scenario[] = [
  { name: 'GET /health', build: () => [{ method: 'GET', path: '/health' }] },
  {
    name: 'GET /v1/services',
    build: (fx) => rotating(fx, (k) => ({ method: 'GET', path: '/v1/services', headers: auth(fx, k) })),
  },
  {
    name: 'GET /v1/orders/{id}',
    build: (fx) =>
      rotating(fx, (k, n) => ({
        method: 'GET',
        path: `/v1/orders/${fx.orderIds[k]![n % fx.orderIds[k]!.length]}`,
        headers: auth(fx, k),
      })),
  },
  {
    name: 'GET /v1/orders (20)',
    build: (fx) => rotating(fx, (k) => ({ method: 'GET', path: '/v1/orders?limit=20', headers: auth(fx, k) })),
  },
  {
    name: 'POST /v1/orders (unique key)',
    build: (fx) =>
      rotating(fx, (k) => ({
        method: 'POST',
        path: '/v1/orders',
        headers: { ...auth(fx, k), 'idempotency-key': unique() },
        body: orderBody,
      })),
  },
  {
    name: 'POST /v1/orders (replay)',
    build: (fx) => [
      {
        method: 'POST',
        path: '/v1/orders',
        headers: { ...auth(fx, 0), 'idempotency-key': fx.replayKey },
        body: orderBody,
      },
    ],
  },
  {
    name: 'POST /v1/orders/{id}/messages',
    prepare: (fx) => prepareWaiting(fx, 60),
    build: (fx) =>
      rotating(fx, (k) => ({
        method: 'POST',
        path: `/v1/orders/${fx.waiting[k]!.pop() ?? 'ord_exhausted_bench_pool_0000'}/messages`,
        headers: auth(fx, k),
        body: JSON.stringify({ message: 'Data tambahan dari bench.' }),
      })),
  },
  {
    name: 'mix: 80 % order reads, 20 % new orders',
    connections: [64],
    build: mixed,
  },
  {
    name: 'MCP status_order',
    build: (fx) =>
      rotating(fx, (k, n) => ({
        method: 'POST',
        path: '/mcp',
        headers: { ...auth(fx, k), accept: 'application/json, text/event-stream' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: n,
          method: 'tools/call',
          params: { name: 'status_order', arguments: { order_id: fx.orderIds[k]![n % fx.orderIds[k]!.length] } },
        }),
      })),
  },
];

function latencies(times: number[], duration: number): Latencies {
  times.sort((a, b) => a - b);
  return {
    rps: times.length / duration,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
  };
}

async function load(name: string, requests: autocannon.Request[], connections: number, duration: number) {
  const times: number[] = [];
  const byKind = new Map<string, number[]>();
  let bad = 0;
  const sampleStatus: string[] = [];
  // The resolution of prom-client's monitor in the web server, so that the two lags compare.
  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: BASE, connections, duration, requests, timeout: 20 }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (answeredKind !== undefined) {
        const kind = byKind.get(answeredKind) ?? [];
        kind.push(responseTime);
        byKind.set(answeredKind, kind);
        answeredKind = undefined;
      }
      if (statusCode >= 400) {
        bad++;
        if (sampleStatus.length < 3) sampleStatus.push(String(statusCode));
      }
    });
    instance.on('reqError', () => bad++);
  });
  lag.disable();
  const generator: GeneratorTail = {
    over100ms: times.filter((t) => t > 100).length,
    lagP99Ms: lag.percentile(99) / 1e6 - LAG_RESOLUTION_MS,
  };
  const errors = bad + result.timeouts + (result.errors - 0 > bad ? result.errors - bad : 0);
  if (errors) log(`  ! ${name}: ${errors} errors (${sampleStatus.join(',')})`);
  const parts = byKind.size
    ? Object.fromEntries([...byKind].map(([kind, t]) => [kind, latencies(t, duration)]))
    : undefined;
  return { ...latencies(times, duration), errors, generator, ...(parts ? { parts } : {}) };
}

/** Checks a scenario answers 2xx (and, for MCP, a tool result that is not an error) before loading it. */
async function probe(fx: Fixture, scenario: Scenario) {
  const built = scenario.build(fx) as autocannon.Request[];
  const first = built[0]!;
  const setup = first.setupRequest as ((r: autocannon.Request, c: object) => autocannon.Request) | undefined;
  const req = setup ? setup({}, {}) : first;
  const res = await fetch(`${BASE}${req.path}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.body as string | undefined,
  });
  const text = await res.text();
  if (res.status >= 300 || text.includes('"isError":true')) throw new Error(`${scenario.name}: ${res.status} ${text}`);
}

function cpuTable(rows: Row[]): string {
  const head =
    '| worker | scenario | conns | web server | launcher + worker | Postgres | load generator | total | cores busy | jobs done after the run |';
  const ms = (n: number) => n.toFixed(2);
  const lines = rows
    .filter((r) => r.cpu)
    .map(
      ({ cpu: c, ...r }) =>
        `| ${r.worker} | ${r.scenario} | ${r.connections} | ${ms(c!.web)} | ${ms(c!.worker)} | ${ms(c!.postgres)} | ${ms(c!.loadGenerator)} | ${ms(c!.total)} | ${c!.busyPercent.toFixed(0)} % | ${((c!.drainMs ?? 0) / 1000).toFixed(1)} s |`,
    );
  return [head, '|---|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

function tailTable(rows: Row[]): string {
  const head =
    "| worker | scenario | answers | over 100 ms, the load generator's clock | over 100 ms, the server's own | web server's event loop lag p99 / max | load generator's lag p99 |";
  const share = (n: number, of: number) => `${n} (${((100 * n) / Math.max(1, of)).toFixed(1)} %)`;
  // With several web processes their lags are labelled apart: not read here.
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
  const lines = rows
    .filter((r) => r.tail)
    .map(
      ({ tail: t, ...r }) =>
        `| ${r.worker} | ${r.scenario} | ${r.requests} | ${share(t!.generator.over100ms, r.requests)} | ${share(t!.server.over100ms, t!.server.answered)} | ${ms(t!.server.lagP99Ms)} / ${ms(t!.server.lagMaxMs)} ms | ${ms(t!.generator.lagP99Ms)} ms |`,
    );
  return [head, '|---|---|---|---|---|---|---|', ...lines].join('\n');
}

function mixTable(rows: Row[]): string {
  const head = '| worker | scenario | conns | request | share | req/s | p50 ms | p95 ms | p99 ms |';
  const lines = rows.flatMap((r) =>
    Object.entries(r.parts ?? {}).map(
      ([kind, x]) =>
        `| ${r.worker} | ${r.scenario} | ${r.connections} | ${kind} | ${((100 * x.requests) / Math.max(1, r.requests)).toFixed(0)} % | ${x.rps.toFixed(0)} | ${x.p50.toFixed(1)} | ${x.p95.toFixed(1)} | ${x.p99.toFixed(1)} |`,
    ),
  );
  return [head, '|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

function statementTable(stats: StatementStat[]): string {
  const lines = stats.map(
    (x) =>
      `| ${x.msPerRequest.toFixed(3)} | ${x.planMsPerRequest.toFixed(3)} | ${x.callsPerRequest.toFixed(2)} | ${x.plansPerCall.toFixed(2)} | ${x.meanMs.toFixed(3)} | ${x.query} |`,
  );
  return [
    '| ms/request | of it planning | calls/request | plans/call | mean ms | statement |',
    '|---|---|---|---|---|---|',
    ...lines,
  ].join('\n');
}

function table(rows: Row[]): string {
  const head = '| worker | scenario | conns | req/s | p50 ms | p95 ms | p99 ms | errors | vs /health | load1 |';
  const lines = rows.map(
    (r) =>
      `| ${r.worker} | ${r.scenario} | ${r.connections} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${r.vsHealth?.toFixed(2) ?? ''} | ${r.load1.toFixed(2)} |`,
  );
  return [head, '|---|---|---|---|---|---|---|---|---|---|', ...lines].join('\n');
}

function cpuPerRequest(before: CpuGroups, after: CpuGroups, requests: number, wallMs: number): CpuPerRequest {
  const per = (k: keyof CpuGroups) => (after[k] - before[k]) / Math.max(1, requests);
  const groups = {
    web: per('web'),
    worker: per('worker'),
    postgres: per('postgres'),
    loadGenerator: per('loadGenerator'),
  };
  const total = groups.web + groups.worker + groups.postgres + groups.loadGenerator;
  return { ...groups, total, busyPercent: (100 * total * requests) / (wallMs * availableParallelism()) };
}

/**
 * Waits until the worker has done every job that is due (none due or running is left), so that a run's CPU counts the
 * work its requests set off: at saturation the worker, starved of CPU, did part of it after the run, which the
 * table then left out (docs/performance.md, finding 109). Gives up after `limitMs` and says so.
 */
async function jobsSettled(url: string, limitMs = 60_000): Promise<number> {
  const { sql } = connect(url, { max: 1 });
  const t0 = performance.now();
  try {
    for (;;) {
      // E-mails are not jobs: they wait in the outbox for the drain (domain/mail/drain-mail.ts), whose next run may
      // not be due yet. They are follow-up work all the same.
      const [row] = await sql<{ n: number }[]>`select
        (select count(*)::int from graphile_worker._private_jobs where run_at <= now() and attempts < max_attempts)
        + (select count(*)::int from mail_outbox
            where status = 'queued' and (next_attempt_at is null or next_attempt_at <= now())) as n`;
      if (!row!.n) return performance.now() - t0;
      if (performance.now() - t0 > limitMs) {
        log(`bench: ${row!.n} jobs still due after ${limitMs / 1000} s; the CPU counted leaves them out`);
        return performance.now() - t0;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await sql.end();
  }
}

async function main() {
  const started = new Date();
  log(
    `bench: load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  process.env.NEXT_DIST_DIR = DIST;
  buildIfNeeded(process.env);
  const entries = await compileEntries();
  const parent = mkdtempSync(path.join(tmpdir(), 'aos-bench-'));
  chmodSync(parent, 0o755);
  const dataDir = path.join(parent, 'pg');
  const url = await ensureEmbeddedPostgres({
    env: process.env,
    port: PG_PORT,
    dataDir,
    database: EMBEDDED_DATABASE,
    log: () => {},
  });
  // Commit times of the webhook events (bench/webhooks.ts): off by default, on after a restart.
  const admin = connect(url, { max: 1 });
  await admin.sql`alter system set track_commit_timestamp = on`;
  if (STATEMENTS) {
    await admin.sql`alter system set shared_preload_libraries = 'pg_stat_statements'`;
    // Statements inside functions too (graphile_worker.add_job's own): their time also counts in the function's row.
    await admin.sql`alter system set pg_stat_statements.track = 'all'`;
    await admin.sql`alter system set pg_stat_statements.track_planning = on`;
  }
  await admin.sql.end();
  await restartEmbeddedPostgres({ env: process.env, dataDir, mode: 'fast' });
  await migrateDatabase(url);
  const stats = STATEMENTS ? await statementStats(url) : null;
  const rows: Row[] = [];
  const rss: Record<string, { total: number; largest: number }> = {};
  let pgbench: Awaited<ReturnType<typeof runPgbench>> | null = null;
  let webhooks: WebhookResult | null = null;
  let uploads: UploadResult | null = null;
  const procs: ChildProcess[] = [];
  try {
    const fx = await arrange(url);
    for (const mode of WORKER_MODES) {
      const env = {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        SKIP_BUILD: '1',
        NEXT_DIST_DIR: DIST,
        NODE_ENV: 'production' as const,
        LOG_LEVEL: 'warn',
        NEXT_TELEMETRY_DISABLED: '1',
        // The limiter stays on (one counted upsert per request); bench keys get a limit they cannot reach.
        RATE_LIMIT_PER_MINUTE: '100000000',
        ALLOW_PRIVATE_WEBHOOK_TARGETS: '1',
        WORKER: mode === 'in-process' ? '1' : '0',
        WEB_CONCURRENCY: String(WEB_CONCURRENCY),
        ...(mode === 'none' ? { HEALTH_REQUIRE_WORKER: '0' } : {}),
      };
      // As `npm start` and `npm run worker` run them (package.json): compiled, with the production heap flags.
      const server = spawn(process.execPath, [...launcherArgs(process.env), path.join(entries, 'start.mjs')], {
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      procs.push(server);
      const spawnWorker = () => {
        const child = spawn(process.execPath, [...launcherArgs(process.env), path.join(entries, 'worker.mjs')], {
          env,
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        procs.push(child);
        return child;
      };
      let worker = mode === 'separate' ? spawnWorker() : undefined;
      await waitHealthy(server);
      const postmaster = postmasterPid(dataDir);
      // The launcher holds the in-process worker; the web server is its child.
      const cpuNow = (): CpuGroups => {
        const own = process.cpuUsage();
        return {
          web: cpuMs(processTree(server.pid!).filter((pid) => pid !== server.pid)),
          worker: cpuMs([server.pid!, ...(worker ? processTree(worker.pid!) : [])]),
          postgres: cpuMs(processTree(postmaster)),
          loadGenerator: (own.user + own.system) / 1000,
        };
      };
      const peak = { total: 0, largest: 0 };
      const sampler = setInterval(() => {
        const now = [server, worker].filter(Boolean).map((p) => treeRssMb(p!.pid!));
        peak.total = Math.max(
          peak.total,
          now.reduce((n, r) => n + r.total, 0),
        );
        peak.largest = Math.max(peak.largest, ...now.map((r) => r.largest));
      }, 250);
      try {
        const chosen = SCENARIOS.filter((s) => !ONLY || ONLY.split(',').some((o) => s.name.includes(o)));
        if (!fx.orderIds.length && chosen.length) await arrangeOrders(fx);
        await analyze(url);
        for (const scenario of chosen) {
          await scenario.prepare?.(fx);
          await probe(fx, scenario);
          // Warm-up: JIT, pools, prepared statements.
          await scenario.prepare?.(fx);
          await load(scenario.name, scenario.build(fx) as autocannon.Request[], 4, 2);
          for (const connections of scenario.connections ?? CONNECTIONS) {
            await scenario.prepare?.(fx);
            // The warm-up's jobs done before the run, the run's own after it (jobsSettled); with no worker, none is.
            const settled = () => (mode === 'none' ? Promise.resolve(0) : jobsSettled(url));
            await settled();
            if (connections === 16) await stats?.reset();
            const serverBefore = connections === 16 ? await sampleServer(BASE) : undefined;
            const before = cpuNow();
            const t0 = performance.now();
            const { generator, ...r } = await load(
              scenario.name,
              scenario.build(fx) as autocannon.Request[],
              connections,
              DURATION,
            );
            const tail = serverBefore && { server: serverSide(serverBefore, await sampleServer(BASE)), generator };
            const drainMs = await settled();
            const cpu = { ...cpuPerRequest(before, cpuNow(), r.requests, performance.now() - t0), drainMs };
            const row: Row = {
              worker: mode,
              scenario: scenario.name,
              connections,
              ...r,
              load1: loadavg()[0]!,
              cpu,
              ...(tail ? { tail } : {}),
            };
            const health = rows.find(
              (x) => x.worker === mode && x.scenario === 'GET /health' && x.connections === connections,
            );
            if (health) row.vsHealth = row.rps / health.rps;
            if (stats && connections === 16) row.statements = await stats.top(r.requests);
            rows.push(row);
            log(table([row]).split('\n')[2]);
          }
        }
        if (UPLOADS && mode === WORKER_MODES[0]) {
          // Every other key: one organization per upload, as the storage quota is per organization.
          const keys = fx.keys.filter((_, i) => i % KEYS_PER_ORG === 0);
          // The web server is the launcher's child (the launcher holds the in-process worker).
          const web = () => processTree(server.pid!).filter((pid) => pid !== server.pid);
          uploads = await runUploadBench({
            base: BASE,
            keys,
            fileMb: UPLOAD_MB,
            count: UPLOAD_FILES,
            rssMb: () => rssMb(web()),
            log,
          });
          log(uploadTable(uploads).split('\n')[2]);
        }
        if (mode === 'separate' && !argv.includes('--no-webhooks')) {
          webhooks = await runWebhookBench({
            base: BASE,
            url,
            duration: DURATION,
            stopWorker: () => stop(worker),
            startWorker: async () => {
              worker = spawnWorker();
            },
          });
          log(`webhooks: ${JSON.stringify(webhooks)}`);
        }
      } finally {
        clearInterval(sampler);
        rss[mode] = peak;
        await stop(worker);
        await stop(server);
      }
    }
    if (!argv.includes('--no-pgbench')) {
      ensurePgbench();
      // 16 clients as the app's 16 connections: every other key, so 16 organizations.
      const fixtures = [];
      for (let i = 0; i < 32; i += 2)
        fixtures.push({ ...(await fixtureValues(url, fx.agents[i]!)), order_id: fx.orderIds[i]![0] });
      pgbench = await runPgbench(url, fixtures, {
        duration: DURATION,
        postgresCpuMs: () => cpuMs(processTree(postmasterPid(dataDir))),
      });
    }
  } finally {
    for (const p of procs) await stop(p);
    await stats?.end();
    await stopEmbeddedPostgres({ env: process.env, dataDir }).catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
  }

  console.log(
    `\nAgent Order Service bench — ${started.toISOString()}, ${DURATION} s per run, ${WEB_CONCURRENCY} web process(es), ${PRACTITIONERS} practitioner(s)\n`,
  );
  // With --scenarios uploads alone there are no load runs: no empty tables.
  if (rows.length) {
    console.log(table(rows));
    console.log(
      '\nCPU time per request (ms), by process, during the same runs and until the worker had done the jobs they set off:',
    );
    console.log(cpuTable(rows));
  }
  if (rows.some((r) => r.tail)) {
    console.log(
      "\nThe tail at 16 connections: answers over 100 ms as the load generator timed them and as the server did (from its handler's start to the answer's last byte), and how late each side's event loop ran (the lag a request or an answer waited for a thread):",
    );
    console.log(tailTable(rows));
  }
  if (rows.some((r) => r.parts)) {
    console.log('\nMixed load, each kind of request on its own:');
    console.log(mixTable(rows.filter((r) => r.parts)));
  }
  for (const r of rows.filter((x) => x.statements))
    console.log(
      `\nStatements, ${r.worker} ${r.scenario} (16 connections), ms per request:\n${statementTable(r.statements!)}`,
    );
  for (const [mode, v] of Object.entries(rss))
    console.log(
      `Server RSS peak, worker ${mode}: ${v.total.toFixed(0)} MB all processes (launcher, web server, worker); largest process ${v.largest.toFixed(0)} MB`,
    );
  const ratios: Record<string, number> = {};
  if (pgbench) {
    console.log("\npgbench (the server's statements, 16 clients):");
    for (const [name, { tps, postgresMsPerTransaction }] of Object.entries(pgbench)) {
      const scenario = name === 'get-order' ? 'GET /v1/orders/{id}' : 'POST /v1/orders (unique key)';
      const app = rows.find((r) => r.worker === 'in-process' && r.scenario === scenario && r.connections === 16);
      // The scripts' order is offered (print-statements.ts): without practitioners the app's is not.
      const comparable = name === 'get-order' || PRACTITIONERS > 0;
      ratios[name] = app && comparable ? app.rps / tps : NaN;
      console.log(
        `  ${name}: ${tps.toFixed(0)} tps, Postgres CPU ${postgresMsPerTransaction.toFixed(2)} ms per transaction; app/pgbench ${ratios[name]!.toFixed(2)}`,
      );
    }
  }
  if (webhooks) {
    const latencies = (l: WebhookLatencies) =>
      `${l.steadyRate.toFixed(0)} status changes/s (order.dibayar and order.ditawarkan) -> commit-to-receiver p50 ${l.p50.toFixed(0)} ms, p99 ${l.p99.toFixed(0)} ms (${Object.entries(
        l.byEvent,
      )
        .map(([event, e]) => `${event} ${e.p50.toFixed(0)} / ${e.p99.toFixed(0)}`)
        .join(
          ', ',
        )}; order.ditawarkan from its order's POST ${l.offeredFromPost.p50.toFixed(0)} / ${l.offeredFromPost.p99.toFixed(0)}; ${l.delivered} delivered, ${l.missing} missing)`;
    console.log(
      `\nWebhooks (worker in its own process), orders posted one every 20 ms: ${latencies(webhooks)}` +
        `\n  the same rate in autocannon's per-second bursts: ${latencies(webhooks.bursts)}` +
        `\n  backlog of ${webhooks.backlog} deliveries drained at ${webhooks.deliveriesPerSecond.toFixed(0)}/s`,
    );
  }
  if (uploads) {
    console.log(
      `\nDocuments (worker ${WORKER_MODES[0]}): uploads through POST /v1/files, then downloads, all at once:`,
    );
    console.log(uploadTable(uploads));
  }
  const mcp = rows.find((r) => r.worker === 'in-process' && r.scenario === 'MCP status_order' && r.connections === 1);
  const rest = rows.find(
    (r) => r.worker === 'in-process' && r.scenario === 'GET /v1/orders/{id}' && r.connections === 1,
  );
  if (mcp && rest)
    console.log(
      `MCP status_order adds ${(mcp.p50 - rest.p50).toFixed(1)} ms p50 over GET /v1/orders/{id} (1 connection)`,
    );
  mkdirSync('bench/results', { recursive: true });
  const file = path.join('bench/results', `${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        started,
        duration: DURATION,
        webConcurrency: WEB_CONCURRENCY,
        practitioners: PRACTITIONERS,
        loadAtStart: loadavg(),
        rows,
        rssPeakMb: rss,
        pgbench,
        appPgbenchRatio: ratios,
        webhooks,
        uploads,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${file}`);
  const errors = rows.reduce((n, r) => n + r.errors, 0) + (uploads?.errors ?? 0);
  if (errors) {
    console.error(`${errors} errors`);
    process.exitCode = 1;
  }
}

await main();
process.exit(process.exitCode ?? 0);
