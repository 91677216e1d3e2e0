// Helpers of the crash scenarios (crashes.reliability.ts): a Postgres cluster of the scenario's own (it is
// restarted), the app's processes as separate OS processes that can be killed with SIGKILL, a sustained
// load of order creations and status changes with the spec's retry rules, and the checks that every
// promise held afterwards. Nothing here touches process.env or the process-wide database handle.
import { testDomain } from '~/test/domain-context';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { connect, type Db } from '~/server/db/client';
import { AppError } from '~/server/domain/errors';
import { randomBase62 } from '~/server/domain/ids';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { freePort } from '~/test/app-server';
import { waitFor } from '~/test/file-database';
import { createAgent, type Agent } from '~/test/fixtures';
import { startOwnCluster, type OwnCluster } from '~/test/own-cluster';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startReceiver } from '~/test/webhook-receiver';
import { ownDatabase, type Teardown } from './own-instance';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// review-kontrak: 1,500,000; required dokumen_kontrak_url, jenis_kontrak.
const SERVICE = 'review-kontrak';
const PRICE = 1_500_000;
const DEPOSIT = 1_000_000_000_000;
/** An attempt answered later than this counts as a hang (the API's own deadline is 15 s). */
const HANG_MS = 16_000;

// ---------------------------------------------------------------------------------------------------------
// Processes

export type NodeProcess = {
  name: string;
  child: ChildProcess;
  pid: number;
  alive: () => boolean;
  output: () => string;
  /** SIGKILL, then waits for the exit. */
  kill9: () => Promise<void>;
  /** SIGTERM (SIGKILL after 15 s), then waits for the exit. */
  stop: () => Promise<void>;
};

/** Settings that must come from the scenario, never from the environment of the test run. */
const INHERITED_OUT = [
  'DATABASE_URL',
  'PORT',
  'WORKER',
  'HEALTH_REQUIRE_WORKER',
  'EMBEDDED_PG_PORT',
  'EMBEDDED_PG_DIR',
  'SERVICE_EMBEDDED_DB',
  'SEED_DEMO',
  'HOST',
];

/** `node --import tsx <script>` (the process itself, no npx or tsx wrapper in between, so SIGKILL reaches it). */
function spawnNode(name: string, script: string, env: Record<string, string>): NodeProcess {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const key of INHERITED_OUT) delete base[key];
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...base, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-30_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    pid: child.pid!,
    alive,
    output: () => output,
    kill9: async () => {
      if (!alive()) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!alive()) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A process is alive (signal 0 reaches it and it is no zombie). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Children of a process whose command line matches, by pid. */
export function childPids(parent: number, pattern: RegExp): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && pattern.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')))
        found.push(Number(pid));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** Waits until GET /health answers 200 (and, if asked, with a beating worker). */
export async function waitHealthy(
  baseUrl: string,
  proc: NodeProcess,
  options: { worker?: boolean; timeoutMs?: number } = {},
): Promise<number> {
  const started = performance.now();
  await waitFor(
    async () => {
      if (!proc.alive())
        throw new Error(`${proc.name} exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
      const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
      if (!res?.ok) return false;
      const body = (await res.json()) as { worker?: string };
      return !options.worker || body.worker === 'ok';
    },
    { timeoutMs: options.timeoutMs ?? 120_000, what: `${proc.name} to be healthy` },
  );
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------------------
// The world of one scenario: cluster, database handle, agents with receivers, practitioners

export type CrashWorld = {
  /** The scenario's own cluster (null on the shared test cluster, which is never restarted). */
  cluster: OwnCluster | null;
  /** The application database. */
  url: string;
  db: Db;
  agents: Agent[];
  receivers: Awaited<ReturnType<typeof startReceiver>>[];
  /** Settings every process of the scenario gets. */
  env: Record<string, string>;
};

/**
 * A cluster of the scenario's own (`own: true`: it may be restarted), or a database of its own on the
 * shared test cluster (quicker: for a scenario that never touches the server).
 */
export async function startWorld(
  teardown: Teardown,
  options: {
    prefix: string;
    /** true: a new cluster of its own; a cluster: that one (its owner removes it); false: the shared test cluster. */
    own: boolean | OwnCluster;
    agents: number;
    practitioners: number;
    offerWindowSeconds: number;
  },
): Promise<CrashWorld> {
  let cluster: OwnCluster | null = null;
  let url: string;
  let db: Db;
  if (options.own) {
    let own = options.own;
    if (own === true) {
      const created = await startOwnCluster(`${options.prefix}-`);
      teardown.add(() => created.remove());
      own = created;
    }
    cluster = own;
    const handle = connect(own.url, { max: 12 });
    teardown.add(() => handle.sql.end({ timeout: 2 }));
    url = own.url;
    db = handle.db;
  } else {
    ({ url, db } = await ownDatabase(teardown, options.prefix.replace(/-/g, '_'), { max: 12 }));
  }
  const receivers: CrashWorld['receivers'] = [];
  const agents: Agent[] = [];
  for (let i = 0; i < options.agents; i++) {
    // One receiver (host:port) per organization: deliveries to one receiver share three serial queues.
    const receiver = await startReceiver();
    teardown.add(() => receiver.close());
    receivers.push(receiver);
    agents.push(
      await createAgent({ db, depositIdr: DEPOSIT, monthlyLimitIdr: DEPOSIT, webhookUrl: receiver.url(`/hooks/${i}`) }),
    );
  }
  for (let i = 0; i < options.practitioners; i++) {
    await createClaimedPractitioner({
      db,
      name: `Praktisi Crash ${i + 1}`,
      email: `crash-${i}-${randomBase62(8).toLowerCase()}@example.com`,
      serviceCodes: [SERVICE],
    });
  }
  const env = {
    DATABASE_URL: url,
    SERVICE_EMBEDDED_DB: '0',
    // The receivers listen on 127.0.0.1.
    ALLOW_PRIVATE_WEBHOOK_TARGETS: '1',
    RATE_LIMIT_PER_MINUTE: '1000000',
    OFFER_WINDOW_SECONDS: String(options.offerWindowSeconds),
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    // Not the project's .data/auth-secret.
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
  };
  return { cluster, url, db, agents, receivers, env };
}

/** The web server (src/cli/web-server.ts) alone, on a fixed port so that a restart keeps the address. */
export async function startWeb(
  world: CrashWorld,
  port: number,
  extra: Record<string, string> = {},
): Promise<{ proc: NodeProcess; readyMs: number }> {
  const proc = spawnNode('web server', path.join('src', 'cli', 'web-server.ts'), {
    ...world.env,
    WORKER: 'off',
    ...extra,
    PORT: String(port),
  });
  const readyMs = await waitHealthy(`http://127.0.0.1:${port}`, proc);
  return { proc, readyMs };
}

/** `npm run worker` (src/cli/worker.ts); ready once both of its runners registered in worker_process. */
export async function startWorkerProcess(world: CrashWorld): Promise<{ proc: NodeProcess; readyMs: number }> {
  const started = performance.now();
  const proc = spawnNode('worker', path.join('src', 'cli', 'worker.ts'), world.env);
  await waitFor(
    async () => {
      if (!proc.alive())
        throw new Error(`the worker exited (${proc.child.exitCode ?? proc.child.signalCode}):\n${proc.output()}`);
      const [row] = await world.db.execute<{ n: number }>(
        sql`select count(*)::int as n from worker_process where pid = ${proc.pid}`,
      );
      return row!.n >= 2;
    },
    { timeoutMs: 120_000, what: 'the worker to register its runners' },
  );
  return { proc, readyMs: performance.now() - started };
}

/** `npm start` (src/cli/start.ts: the worker in this process, the web server as its child) on a fixed port. */
export async function startLauncher(
  world: CrashWorld,
  port: number,
  extra: Record<string, string> = {},
): Promise<{ proc: NodeProcess; webPid: number; readyMs: number }> {
  const proc = spawnNode('launcher', path.join('src', 'cli', 'start.ts'), {
    ...world.env,
    ...extra,
    SKIP_BUILD: '1',
    PORT: String(port),
  });
  const readyMs = await waitHealthy(`http://127.0.0.1:${port}`, proc, { worker: true });
  const [webPid] = childPids(proc.pid, /web-server\.ts/);
  if (!webPid) throw new Error('no web server process under the launcher');
  return { proc, webPid, readyMs };
}

export { freePort };

// ---------------------------------------------------------------------------------------------------------
// HTTP attempts

export type Attempt = { status: number; headers: Headers; body: any; ms: number } | { error: string; ms: number };

function errorName(e: unknown): string {
  const err = e as { name?: string; cause?: { code?: string; name?: string } };
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout';
  return err.cause?.code ?? err.cause?.name ?? err.name ?? 'error';
}

/** Outcome label: `201`, `200 replay`, `<status> <code>`, or `network <error>`. */
export function label(a: Attempt): string {
  if ('error' in a) return `network ${a.error}`;
  if (a.status === 200 && a.headers.get('idempotent-replayed') === 'true') return '200 replay';
  if (a.status < 300) return String(a.status);
  return `${a.status} ${a.body?.error?.code ?? ''}`.trim();
}

// ---------------------------------------------------------------------------------------------------------
// The load: order creations with unique Idempotency-Keys, plus the lifecycle of some orders

type OrderRequest = {
  key: string;
  agent: number;
  body: { service: string; intake: Record<string, string> };
  attempts: number;
  /** `201`, `200 replay`, or the first answer that is neither and not retryable. */
  result: string | null;
  orderId: string | null;
};

type LifecycleRow = {
  id: string;
  status: string;
  organization_id: string;
  practitioner_id: string | null;
  offered_to: string | null;
  offer_fresh: boolean | null;
  replies: number;
};

export class Load {
  readonly requests: OrderRequest[] = [];
  /** Every HTTP attempt's outcome (order creations and the agents' messages/accepts). */
  readonly outcomes: Record<string, number> = {};
  /** Domain moves of the practitioners and the agents' REST moves that succeeded, and those that did not. */
  readonly moves: Record<string, number> = {};
  readonly moveFailures: Record<string, number> = {};
  attempts = 0;
  maxAttemptMs = 0;
  readonly hangs: string[] = [];
  private creating = false;
  private lifecycleRunning = false;
  private clientLoops: Promise<void>[] = [];
  private readonly bursts: Promise<void>[] = [];
  private lifecycleLoop: Promise<void> = Promise.resolve();
  private seq = 0;
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly world: CrashWorld,
    private readonly options: {
      baseUrl: string;
      clients: number;
      tag: string;
      workedEvery: number;
      /** Pause of each agent between two order requests: a sustained load, not a flood. */
      paceMs: number;
      /** Sees every HTTP attempt as it is answered (a scenario that judges each answer, not just the outcome). */
      onAttempt?: (request: { method: string; path: string }, attempt: Attempt) => void;
    },
  ) {}

  private count(map: Record<string, number>, key: string) {
    map[key] = (map[key] ?? 0) + 1;
  }

  private async http(
    path: string,
    init: { method: string; key: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Attempt> {
    const started = performance.now();
    let attempt: Attempt;
    try {
      const res = await fetch(`${this.options.baseUrl}${path}`, {
        method: init.method,
        headers: { Authorization: `Bearer ${init.key}`, 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(40_000),
      });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      attempt = { status: res.status, headers: res.headers, body, ms: performance.now() - started };
    } catch (e) {
      attempt = { error: errorName(e), ms: performance.now() - started };
    }
    this.attempts += 1;
    this.maxAttemptMs = Math.max(this.maxAttemptMs, attempt.ms);
    if (attempt.ms > HANG_MS)
      this.hangs.push(`${init.method} ${path}: ${label(attempt)} after ${Math.round(attempt.ms)} ms`);
    this.count(this.outcomes, label(attempt));
    this.options.onAttempt?.({ method: init.method, path }, attempt);
    return attempt;
  }

  /** One order request, retried as the spec tells agents (same Idempotency-Key, same body) until it is answered. */
  private async createOrder(request: OrderRequest): Promise<void> {
    const deadline = performance.now() + 180_000;
    for (;;) {
      request.attempts += 1;
      const a = await this.http('/v1/orders', {
        method: 'POST',
        key: this.world.agents[request.agent]!.apiKey,
        body: request.body,
        headers: { 'Idempotency-Key': request.key },
      });
      const outcome = label(a);
      if (outcome === '201' || outcome === '200 replay') {
        request.result = outcome;
        request.orderId = (a as { body: { id: string } }).body.id;
        return;
      }
      const retryable = 'error' in a || a.status === 503 || a.status === 500 || a.status === 429;
      if (!retryable) {
        request.result = outcome;
        return;
      }
      if (performance.now() > deadline) {
        request.result = `gave up after ${outcome}`;
        return;
      }
      const retryAfter = 'error' in a ? 0 : Number(a.headers.get('retry-after') ?? 0);
      await sleep(retryAfter > 0 ? Math.min(retryAfter, 2) * 1000 : 200);
    }
  }

  private newRequest(source: string, worked: boolean): OrderRequest {
    this.seq += 1;
    const seq = this.seq;
    const key = `${this.options.tag}-${source}-${seq}-${randomBase62(6)}`;
    const request: OrderRequest = {
      key,
      agent: seq % this.world.agents.length,
      // The key in the intake finds the request's orders in the database.
      body: {
        service: SERVICE,
        intake: {
          dokumen_kontrak_url: `https://files.example.com/kontrak-${seq}.pdf`,
          jenis_kontrak: `${worked ? 'kerja' : 'tunggu'} ${key}`,
        },
      },
      attempts: 0,
      result: null,
      orderId: null,
    };
    this.requests.push(request);
    return request;
  }

  private async client(index: number): Promise<void> {
    while (this.creating) {
      const request = this.newRequest(String(index), (this.seq + 1) % this.options.workedEvery === 0);
      await this.createOrder(request);
      await sleep(this.options.paceMs);
    }
  }

  /** `n` more order requests at once, beside the agents' steady ones (many in flight for a kill). */
  burst(n: number): OrderRequest[] {
    const made = Array.from({ length: n }, () => this.newRequest('burst', false));
    this.bursts.push(Promise.all(made.map((r) => this.createOrder(r))).then(() => undefined));
    return made;
  }

  /** Orders in the database of these requests (committed, whether answered or not). */
  async committed(requests: OrderRequest[]): Promise<number> {
    const markers = requests.map((r) => sql`${r.body.intake.jenis_kontrak}`);
    const [row] = await this.world.db.execute<{ n: number }>(
      sql`select count(*)::int as n from "order" where intake->>'jenis_kontrak' in (${sql.join(markers, sql`, `)})`,
    );
    return row!.n;
  }

  /** Practitioners (domain calls) and agents (REST) take every `workedEvery`-th order to `selesai`. */
  private async advance(row: LifecycleRow): Promise<void> {
    const db = this.world.db;
    const agent = this.world.agents.find((a) => a.organizationId === row.organization_id)!;
    const domain = async (name: string, fn: () => Promise<unknown>) => {
      try {
        await fn();
        this.count(this.moves, name);
      } catch (e) {
        this.count(this.moveFailures, `${name}: ${e instanceof AppError ? e.code : 'database unavailable'}`);
      }
    };
    const rest = async (name: string, path: string, body?: unknown) => {
      const a = await this.http(path, { method: 'POST', key: agent.apiKey, body });
      if (!('error' in a) && a.status === 200) this.count(this.moves, name);
      else this.count(this.moveFailures, `${name}: ${label(a)}`);
    };
    const practitionerId = row.practitioner_id!;
    switch (row.status) {
      case 'ditawarkan':
        if (row.offered_to && row.offer_fresh)
          await domain('offer accepted', () =>
            acceptOffer({ db, domain: testDomain, orderId: row.id, practitionerId: row.offered_to! }),
          );
        return;
      case 'diambil':
        return domain('work started', () => startWork({ db, domain: testDomain, orderId: row.id, practitionerId }));
      case 'dikerjakan':
        if (row.replies === 0)
          return domain('client asked', () =>
            askClient({
              db,
              domain: testDomain,
              orderId: row.id,
              practitionerId,
              text: 'Mohon kirim lampiran kontrak yang ditandatangani.',
            }),
          );
        return domain('delivered', () =>
          deliverOrder({
            db,
            domain: testDomain,
            orderId: row.id,
            practitionerId,
            text: 'Hasil review kontrak terlampir.',
          }),
        );
      case 'butuh_input_klien':
        return rest('agent replied', `/v1/orders/${row.id}/messages`, {
          message: 'Lampiran: https://files.example.com/ttd.pdf',
        });
      case 'diserahkan':
        return rest('agent accepted', `/v1/orders/${row.id}/accept`);
    }
  }

  private async lifecycle(): Promise<void> {
    while (this.lifecycleRunning) {
      try {
        const rows = await this.world.db.execute<LifecycleRow>(sql`
          select o.id, o.status, o.organization_id, o.practitioner_id, f.practitioner_id as offered_to,
                 f.expires_at > now() + interval '500 milliseconds' as offer_fresh,
                 (select count(*)::int from order_message m where m.order_id = o.id and m.sender = 'klien') as replies
          from "order" o left join offer f on f.order_id = o.id and f.status = 'aktif'
          where o.intake->>'jenis_kontrak' like 'kerja %' and o.status not in ('selesai', 'dibayar')`);
        const due = rows.filter((r) => !this.inFlight.has(r.id)).slice(0, 12);
        await Promise.all(
          due.map(async (row) => {
            this.inFlight.add(row.id);
            try {
              await this.advance(row);
            } finally {
              this.inFlight.delete(row.id);
            }
          }),
        );
      } catch {
        this.count(this.moveFailures, 'lifecycle query: database unavailable');
      }
      await sleep(150);
    }
  }

  start(): void {
    this.creating = true;
    this.lifecycleRunning = true;
    this.clientLoops = Array.from({ length: this.options.clients }, (_, i) => this.client(i));
    this.lifecycleLoop = this.lifecycle();
  }

  /** Stops creating orders; resolves when every request has its final answer. */
  async stopCreating(): Promise<void> {
    this.creating = false;
    await Promise.all([...this.clientLoops, ...this.bursts]);
  }

  async stopLifecycle(): Promise<void> {
    this.lifecycleRunning = false;
    await this.lifecycleLoop;
  }

  /** Requests sent and not answered yet (in flight, or waiting to be retried). */
  get pending(): number {
    return this.requests.filter((r) => r.result === null).length;
  }
}

/** Runs the load while `crash(i)` is done `cycles` times, `gapMs` apart; `tailMs` of load after the last one. */
export async function underLoad(
  load: Load,
  options: { cycles: number; gapMs: number; tailMs: number; crash: (cycle: number) => Promise<void> },
): Promise<void> {
  load.start();
  try {
    for (let cycle = 0; cycle < options.cycles; cycle++) {
      await sleep(options.gapMs);
      await options.crash(cycle);
    }
    await sleep(options.tailMs);
  } finally {
    await load.stopCreating();
  }
}

// ---------------------------------------------------------------------------------------------------------
// /health during an outage, against what the database really did

export type HealthAnswer = { start: number; end: number; status: number | 'error'; body: string };
type Probe = { start: number; end: number; up: boolean };

/** Polls /health and, beside it, the database itself with a connection of its own. */
export function watchHealth(baseUrl: string, databaseUrl: string, everyMs = 100) {
  const answers: HealthAnswer[] = [];
  const probes: Probe[] = [];
  let running = true;
  const health = (async () => {
    while (running) {
      const start = performance.now();
      try {
        const res = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(20_000) });
        answers.push({ start, end: performance.now(), status: res.status, body: await res.text() });
      } catch (e) {
        answers.push({ start, end: performance.now(), status: 'error', body: errorName(e) });
      }
      await sleep(everyMs);
    }
  })();
  const client = postgres(databaseUrl, {
    max: 1,
    connect_timeout: 2,
    idle_timeout: 1,
    backoff: () => 0,
    onnotice: () => {},
  });
  const database = (async () => {
    while (running) {
      const start = performance.now();
      const up = await Promise.race([
        client`select 1`.then(
          () => true,
          () => false,
        ),
        sleep(2500).then(() => false),
      ]);
      probes.push({ start, end: performance.now(), up });
      await sleep(everyMs);
    }
  })();
  return {
    answers,
    probes,
    stop: async () => {
      running = false;
      await Promise.all([health, database]);
      await client.end({ timeout: 1 });
    },
  };
}

export type OutageReport = {
  /** How long the database was surely down (between the first and the last failed probe). */
  downMs: number;
  /** /health answers to requests made while the database was surely down, by status (`503 database down`, `200`…). */
  saidWhileDown: Record<string, number>;
  /** Answers of 200 asked and given while the database was surely down. */
  lies: number;
  /** From the database answering again to /health's first 200. */
  okAfterMs: number | null;
};

/**
 * What /health said during each outage the probes saw. The database was surely down between the end of
 * the first and the start of the last failed probe of a run: a 200 asked and answered within that time is a
 * lie. `saidWhileDown` counts the answers to every request made within it (one answered after the
 * database came back may truthfully be 200). Once the database answers again, a 200 must follow.
 */
export function judgeHealth(
  answers: HealthAnswer[],
  probes: Probe[],
): { outages: OutageReport[]; slowestMs: number; answers: number } {
  const runs: { from: number; to: number; backAt: number }[] = [];
  let run: Probe[] = [];
  for (const p of probes) {
    if (!p.up) run.push(p);
    else if (run.length > 0) {
      runs.push({ from: run[0]!.end, to: run[run.length - 1]!.start, backAt: p.end });
      run = [];
    }
  }
  const outages = runs.map((r) => {
    const asked = answers.filter((a) => a.start >= r.from && a.start <= r.to);
    const saidWhileDown: Record<string, number> = {};
    for (const a of asked) {
      // A 200 to a request made while the database was down, answered after it came back, is no lie.
      let key = a.status === 200 && a.end > r.to ? '200 once back' : String(a.status);
      if (a.status === 503) {
        try {
          key = `503 database ${(JSON.parse(a.body) as { database?: string }).database ?? '?'}`;
        } catch {
          key = '503';
        }
      }
      saidWhileDown[key] = (saidWhileDown[key] ?? 0) + 1;
    }
    const firstOk = answers.find((a) => a.start >= r.backAt && a.status === 200);
    return {
      downMs: Math.round(Math.max(0, r.to - r.from)),
      saidWhileDown,
      lies: asked.filter((a) => a.status === 200 && a.end <= r.to).length,
      okAfterMs: firstOk ? Math.round(firstOk.end - r.backAt) : null,
    };
  });
  return {
    outages,
    slowestMs: Math.round(Math.max(0, ...answers.map((a) => a.end - a.start))),
    answers: answers.length,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Jobs left locked by runners that are gone

/** The runners registered now (pool ids), e.g. just before a database restart ends them. */
export async function registeredPools(world: CrashWorld): Promise<string[]> {
  return (await world.db.execute<{ pool_id: string }>(sql`select pool_id from worker_process`)).map((r) => r.pool_id);
}

/**
 * Watches, in the background, the jobs locked by `pools` (runners that a restart or a kill ended): how many
 * were held at most, and how long after `since` the last of them was unlocked (null while some still are).
 */
export function watchLocks(world: CrashWorld, pools: string[], since: number) {
  const seen = { held: 0, unlockedAfterMs: null as number | null };
  let running = true;
  const loop = (async () => {
    while (running && pools.length > 0) {
      const rows = await world.db
        .execute<{ n: number }>(
          sql`select count(*)::int as n from graphile_worker.jobs where locked_by in (${sql.join(
            pools.map((p) => sql`${p}`),
            sql`, `,
          )})`,
        )
        .catch(() => null);
      if (rows) {
        seen.held = Math.max(seen.held, rows[0]!.n);
        if (rows[0]!.n === 0) {
          seen.unlockedAfterMs = performance.now() - since;
          return;
        }
      }
      await sleep(250);
    }
    if (pools.length === 0) seen.unlockedAfterMs = 0;
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Checks

type Receipt = { id: string; event: string; orderId: string };

function receipts(world: CrashWorld): Receipt[] {
  const all: Receipt[] = [];
  world.receivers.forEach((receiver, i) => {
    for (const r of receiver.on(`/hooks/${i}`)) {
      const payload = JSON.parse(r.rawBody.toString()) as { id: string; event: string; order: { id: string } };
      all.push({ id: payload.id, event: payload.event, orderId: payload.order.id });
    }
  });
  return all;
}

type OfferJobRow = {
  id: string;
  status: string;
  live_offer: string | null;
  job_task: string | null;
  job_offer: string | null;
  attempts: number | null;
  max_attempts: number | null;
};

/** Orders waiting for practitioners whose offering would never go on: no job under `offer:<id>` that fits. */
async function offeringProblems(db: Db): Promise<string[]> {
  const rows = await db.execute<OfferJobRow>(sql`
    select o.id, o.status, f.id as live_offer, j.task as job_task, j.payload->>'offerId' as job_offer, j.attempts, j.max_attempts
    from "order" o
    left join offer f on f.order_id = o.id and f.status = 'aktif'
    left join lateral (
      select t.identifier as task, pj.payload, pj.attempts::int as attempts, pj.max_attempts::int as max_attempts
      from graphile_worker._private_jobs pj join graphile_worker._private_tasks t on t.id = pj.task_id
      where pj.key = 'offer:' || o.id) j on true
    where o.status in ('dibayar', 'ditawarkan')`);
  const problems: string[] = [];
  for (const r of rows) {
    const spent = r.attempts !== null && r.max_attempts !== null && r.attempts >= r.max_attempts;
    const fits =
      r.status === 'dibayar'
        ? r.job_task === 'offer_order'
        : r.live_offer
          ? r.job_task === 'expire_offer' && r.job_offer === r.live_offer
          : r.job_task === 'offer_order';
    if (!fits || spent) {
      problems.push(
        `${r.id} ${r.status}${r.live_offer ? ` (live offer ${r.live_offer})` : ' (no live offer)'}: job ${r.job_task ?? 'none'}${r.job_offer ? ` for ${r.job_offer}` : ''}${spent ? ' out of attempts' : ''}`,
      );
    }
  }
  return problems;
}

export type Verdict = { problems: string[]; counts: Record<string, number>; waited: string[] };

/**
 * After the load: waits (generously) for the backlog to drain, then checks every promise:
 * - each request answered 201 or replayed, with exactly one order (found by the key in its intake), the
 *   one it was answered with; no order nobody asked for;
 * - each order paid once (deposit → escrow, the price), its creation in the history, its order.dibayar
 *   event, one event per history row, its last history row its status; deposits = top-up − orders;
 *   no order payment without its order; ledger check clean;
 * - every event delivered to its receiver at least once; worked orders `selesai` and released;
 * - nothing left in `dibayar`; every order on offer has a live offer with its expiry job (or, between
 *   rounds, its next offering job); no live offer long overdue; no job out of attempts.
 */
export async function settleAndCheck(
  world: CrashWorld,
  load: Load,
  options: { settleMs?: number } = {},
): Promise<Verdict> {
  const { db } = world;
  const settleMs = options.settleMs ?? 120_000;
  const problems: string[] = [];
  const waited: string[] = [];
  const tryWait = async (what: string, probe: () => Promise<boolean>) => {
    const started = performance.now();
    try {
      await waitFor(async () => (await probe().catch(() => false)) || null, { timeoutMs: settleMs, what });
    } catch {
      problems.push(`timed out waiting for ${what}`);
    }
    waited.push(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const one = async (query: ReturnType<typeof sql>) =>
    Number(Object.values((await db.execute<Record<string, string>>(query))[0]!)[0]);

  // Right after the load (and the crashes), before anything had time to heal: a single snapshot, in
  // which an order, its offers and its jobs are committed together.
  let offeringNow: string[] = [];
  await tryWait(
    'the offering check right after the load',
    async () => (offeringNow = await offeringProblems(db)).length === 0,
  );
  problems.push(...offeringNow.slice(0, 20).map((p) => `right after the load: ${p}`));

  const worked = load.requests.filter((r) => r.body.intake.jenis_kontrak!.startsWith('kerja ')).length;
  await tryWait(
    'every worked order to be selesai',
    async () =>
      (await one(
        sql`select count(*) from "order" where intake->>'jenis_kontrak' like 'kerja %' and status = 'selesai'`,
      )) === worked,
  );
  await load.stopLifecycle();
  await tryWait(
    'no order left in dibayar',
    async () => (await one(sql`select count(*) from "order" where status = 'dibayar'`)) === 0,
  );
  await tryWait(
    'every event delivered',
    async () => (await one(sql`select count(*) from webhook_event where status <> 'delivered'`)) === 0,
  );
  const overdue = sql`o.status = 'aktif' and o.expires_at < now() - interval '10 seconds'`;
  await tryWait(
    'no live offer overdue by 10 s',
    async () => (await one(sql`select count(*) from offer o where ${overdue}`)) === 0,
  );
  // What holds an overdue offer back, to read in the report: its expiry job, or that it has none.
  for (const row of await db.execute<Record<string, unknown>>(sql`
    select o.id, o.expires_at, j.id as job, j.task_identifier, j.attempts, j.run_at, j.locked_by, j.locked_at, j.last_error,
      exists (select 1 from worker_process w where w.pool_id = j.locked_by) as locker_registered
    from offer o left join graphile_worker.jobs j on j.key = 'offer:' || o.order_id
    where ${overdue} limit 3`))
    problems.push(`overdue offer: ${JSON.stringify(row)}`);
  let offering: string[] = [];
  // The worker moves offers meanwhile: a problem must persist to count.
  await tryWait(
    'every order on offer to have its offer job',
    async () => (offering = await offeringProblems(db)).length === 0,
  );
  problems.push(...offering.slice(0, 20));

  // Requests and their orders.
  const byMarker = new Map<string, string[]>();
  for (const r of await db.execute<{ marker: string; ids: string[] }>(
    sql`select intake->>'jenis_kontrak' as marker, array_agg(id) as ids from "order" group by 1`,
  )) {
    byMarker.set(r.marker, r.ids);
  }
  const asked = new Set<string>();
  let duplicateOrders = 0;
  for (const request of load.requests) {
    const marker = request.body.intake.jenis_kontrak!;
    asked.add(marker);
    const ids = byMarker.get(marker) ?? [];
    if (request.result !== '201' && request.result !== '200 replay')
      problems.push(`request ${request.key}: ${request.result}`);
    if (ids.length > 1) duplicateOrders += ids.length - 1;
    if (ids.length !== 1 || (request.orderId && ids[0] !== request.orderId))
      problems.push(`request ${request.key} (${request.result}, ${request.orderId}): orders ${JSON.stringify(ids)}`);
  }
  for (const marker of byMarker.keys()) if (!asked.has(marker)) problems.push(`order nobody asked for: ${marker}`);
  const idempotencyRows = await one(sql`select count(*) from idempotency_key`);
  if (idempotencyRows !== load.requests.length)
    problems.push(`${idempotencyRows} idempotency records for ${load.requests.length} requests`);

  // Every order: payment, history, outbox.
  const orders = await db.execute<{
    id: string;
    status: string;
    payments: number;
    escrowed: string;
    releases: number;
    history: number;
    created: number;
    last_history: string | null;
    events: number;
    paid_events: number;
  }>(sql`
    select o.id, o.status,
      (select count(*)::int from ledger_transaction t where t.order_id = o.id and t.kind = 'order_payment') as payments,
      (select coalesce(sum(e.amount_idr), 0) from ledger_transaction t join ledger_entry e on e.transaction_id = t.id
         join ledger_account a on a.id = e.account_id where t.order_id = o.id and t.kind = 'order_payment' and a.kind = 'escrow') as escrowed,
      (select count(*)::int from ledger_transaction t where t.order_id = o.id and t.kind = 'order_release') as releases,
      (select count(*)::int from order_status_history h where h.order_id = o.id) as history,
      (select count(*)::int from order_status_history h where h.order_id = o.id and h.from_status is null and h.to_status = 'dibayar') as created,
      (select h.to_status from order_status_history h where h.order_id = o.id order by h.id desc limit 1) as last_history,
      (select count(*)::int from webhook_event w where w.order_id = o.id) as events,
      (select count(*)::int from webhook_event w where w.order_id = o.id and w.event = 'order.dibayar') as paid_events
    from "order" o`);
  for (const o of orders) {
    const wrong: string[] = [];
    if (o.payments !== 1 || Number(o.escrowed) !== PRICE) wrong.push(`${o.payments} payments escrowing ${o.escrowed}`);
    if (o.created !== 1) wrong.push(`${o.created} creation history rows`);
    if (o.last_history !== o.status) wrong.push(`last history ${o.last_history}`);
    if (o.paid_events !== 1) wrong.push(`${o.paid_events} order.dibayar events`);
    if (o.events !== o.history) wrong.push(`${o.events} events for ${o.history} history rows`);
    if ((o.status === 'selesai') !== (o.releases === 1)) wrong.push(`${o.releases} releases`);
    if (wrong.length > 0) problems.push(`order ${o.id} (${o.status}): ${wrong.join(', ')}`);
  }
  const orphanPayments = await one(sql`
    select count(*) from ledger_transaction t
    where t.kind in ('order_payment', 'order_release', 'order_refund') and not exists (select 1 from "order" o where o.id = t.order_id)`);
  if (orphanPayments > 0) problems.push(`${orphanPayments} order payments without their order`);
  for (const agent of world.agents) {
    const n = await one(sql`select count(*) from "order" where organization_id = ${agent.organizationId}`);
    const deposit = await one(
      sql`select balance_idr from ledger_account where kind = 'deposit' and owner_id = ${agent.organizationId}`,
    );
    if (deposit !== DEPOSIT - n * PRICE)
      problems.push(
        `deposit of ${agent.organizationId} is ${deposit}, expected ${DEPOSIT - n * PRICE} for ${n} orders`,
      );
  }
  for (const p of await verifyLedger(db)) problems.push(`ledger: ${JSON.stringify(p)}`);

  // Deliveries: every event at least once at its receiver.
  const events = await db.execute<{ id: string; order_id: string; event: string }>(
    sql`select id, order_id, event from webhook_event`,
  );
  const got = new Map<string, number>();
  for (const r of receipts(world)) got.set(r.id, (got.get(r.id) ?? 0) + 1);
  const known = new Set(events.map((e) => e.id));
  const undelivered = events.filter((e) => !got.has(e.id));
  for (const e of undelivered.slice(0, 20))
    problems.push(`event ${e.id} (${e.event} of ${e.order_id}) never reached its receiver`);
  if (undelivered.length > 20) problems.push(`… ${undelivered.length - 20} more events never delivered`);
  const strangers = [...got.keys()].filter((id) => !known.has(id));
  if (strangers.length > 0) problems.push(`${strangers.length} deliveries of unknown events`);
  const deliveries = [...got.values()].reduce((n, c) => n + c, 0);

  // A job that failed for good. (A job whose key was taken over while it ran is marked out of attempts by
  // graphile-worker without an error: its replacement carries on; it is counted, not a problem.)
  const spent = await db.execute<{ task_identifier: string; key: string | null; last_error: string | null }>(sql`
    select task_identifier, key, last_error from graphile_worker.jobs where attempts >= max_attempts and last_error is not null`);
  for (const j of spent)
    problems.push(`job ${j.task_identifier} ${j.key ?? ''} out of attempts: ${j.last_error?.slice(0, 200)}`);
  const retriedJobs = await one(sql`select count(*) from graphile_worker.jobs where last_error is not null`);
  const supersededJobs = await one(
    sql`select count(*) from graphile_worker.jobs where attempts >= max_attempts and last_error is null and key is null`,
  );
  const [state] = await db.execute<Record<string, string>>(sql`
    select
      (select count(*) from "order") as orders,
      (select count(*) from "order" where status = 'ditawarkan') as on_offer,
      (select count(*) from "order" where status = 'selesai') as completed,
      (select count(*) from offer) as offers,
      (select count(*) from offer where status = 'kedaluwarsa') as expired_offers,
      (select coalesce(round(max(extract(epoch from f.first_at - o.paid_at) * 1000)), 0) from "order" o
         join (select order_id, min(offered_at) as first_at from offer group by order_id) f on f.order_id = o.id) as max_first_offer_ms,
      (select coalesce(round(max(extract(epoch from delivered_at - created_at) * 1000)), 0) from webhook_event) as max_delivery_ms`);

  return {
    problems,
    waited,
    counts: {
      requests: load.requests.length,
      attempts: load.attempts,
      created: load.requests.filter((r) => r.result === '201').length,
      replayedAfterRetry: load.requests.filter((r) => r.result === '200 replay').length,
      retriedRequests: load.requests.filter((r) => r.attempts > 1).length,
      duplicateOrders,
      events: events.length,
      deliveries,
      duplicateDeliveries: deliveries - got.size,
      worked,
      retriedJobs,
      supersededJobs,
      maxAttemptMs: Math.round(load.maxAttemptMs),
      hangs: load.hangs.length,
      ...Object.fromEntries(Object.entries(state!).map(([k, v]) => [k, Number(v)])),
    },
  };
}

/** `{ a: 1, b: 2 }` as `1×a, 2×b`. */
export const describeCounts = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${v}×${k}`)
    .join(', ');

/** A duration for the reports: `12.3 s`. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
