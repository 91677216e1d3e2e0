// `BENCH_PG_PORT=... NODE_ENV=production node --conditions=react-server --import tsx bench/worker-cost.ts [orders]
// [--rate 50] [--practitioners 8] [--webhooks] [--no-worker] [--verbose] [--setup <sql>]`: what the work that follows an order costs
// the worker and Postgres, without Next, HTTP or autocannon. A scratch cluster with pg_stat_statements; `npm run worker` in a process of
// its own (its CPU read from /proc); `orders` POST /v1/orders made in this process through serveV1 at a steady
// `rate` per second (over 16 organizations), then waited for until every order is `ditawarkan` and no job is due. Printed
// per order: the worker's and Postgres' CPU (net of what both spend idle, measured for 5 s before), Postgres's CPU
// split by the process it ran in (bench/postgres-roles.ts: the POSTs' backends, the worker's pool, each runner's
// backends, autovacuum, WAL writer...), the calls of
// graphile-worker's job fetch and completion, of add_job, and the statements of the run, from
// pg_stat_statements (every backend: the POSTs' own statements are in it too; `--no-worker` shows them alone).
// `--webhooks` gives the keys a webhook URL to a receiver in this process (two deliveries per order), and prints
// each event's latency from the commit of its status change to the receiver (as bench/webhooks.ts measures it), split
// at the attempt's start: waiting (notification, fetch, queue) and sending. The worker's RSS is printed after its
// start, after the idle measurement and at its peak during the run (sampled every 100 ms). `--cpu-prof <dir>` writes a
// V8 CPU profile of the worker process there (warm-up, idle and run included). `--verbose` lists the statements and the
// tables autovacuum visited; `--setup` runs SQL (an `alter system` to compare) before the cluster's restart.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { launcherArgs } from '~/cli/heap-limit';
import { connect } from '~/server/db/client';
import { restartEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { cpuByRole, roleDelta, tcpPorts } from './postgres-roles';
import { cpuMs, postmasterPid, processTree, rssMb } from './process-tree';
import { statementLabel } from './statement-stats';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgents, arrangePractitioners, orderRequests } from './statements';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const arg = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const asked = Number(argv.find((a, i) => /^\d+$/.test(a) && !argv[i - 1]?.startsWith('--')) ?? 600);
const rate = arg('rate', 50);
const IDLE_MS = 5000;
const profileDir = argv.includes('--cpu-prof') ? argv[argv.indexOf('--cpu-prof') + 1] : undefined;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Kinds of statement, by their text in pg_stat_statements (graphile-worker's own are inline SQL). */
const KINDS: [string, RegExp][] = [
  ['get_job (fetch)', /^with j as \(\s*select jobs\.job_queue_id/],
  ['complete_job', /^(delete from "?graphile_worker"?\._private_jobs|with j as \(\s*delete from)/i],
  ['add_job / add_jobs', /graphile_worker\.add_jobs?\(/],
  ['begin / commit', /^(begin|commit)/i],
];

await withScratchCluster(
  { prefix: 'aos-worker-cost-', port: Number(process.env.BENCH_PG_PORT ?? 55877) },
  async ({ url, dataDir }) => {
    const admin = connect(url, { max: 1 });
    await admin.sql`alter system set shared_preload_libraries = 'pg_stat_statements'`;
    await admin.sql`alter system set pg_stat_statements.track = 'top'`;
    await admin.sql`alter system set pg_stat_statements.track_planning = on`;
    // The commit time of each status change, for the webhook latencies.
    await admin.sql`alter system set track_commit_timestamp = on`;
    // An experiment (`--setup "alter system set ..."`), applied with the restart below.
    const setup = argv.includes('--setup') ? argv[argv.indexOf('--setup') + 1] : undefined;
    if (setup) await admin.sql.unsafe(setup);
    await admin.sql.end();
    await restartEmbeddedPostgres({ env: process.env, dataDir, mode: 'fast' });
    process.env.DATABASE_URL = url;
    process.env.RATE_LIMIT_PER_MINUTE = '100000000';
    process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '1';

    const received = { n: 0 };
    /** When the receiver had each event's first delivery (its whole body), by event id. */
    const arrivals = new Map<string, number>();
    const receiver = createServer((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (part: Buffer) => parts.push(part));
      req.on('end', () => {
        const at = Date.now();
        received.n++;
        const { id } = JSON.parse(Buffer.concat(parts).toString()) as { id: string };
        if (!arrivals.has(id)) arrivals.set(id, at);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const agents = await arrangeAgents(url, 16, 1, flag('webhooks') ? hook : null);
    await arrangePractitioners(url, arg('practitioners', 8));
    const { serveV1 } = await import('~/server/front-door/v1-pipeline');
    const requests = agents.map((a) => orderRequests(a));
    const { sql } = connect(url, { max: 2 });
    await sql`create extension if not exists pg_stat_statements`;
    // Warm-up of this process (JIT, prepared statements), before anything is measured.
    for (let i = 0; i < 40; i++) await (await serveV1(requests[i % requests.length]!.create())).text();
    await sql`analyze`;

    const worker = flag('no-worker')
      ? null
      : spawn(
          process.execPath,
          [
            ...launcherArgs(process.env),
            ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
            '--import',
            'tsx',
            'src/cli/worker.ts',
          ],
          {
            env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
            stdio: ['ignore', 'ignore', 'inherit'],
          },
        );
    const postmaster = postmasterPid(dataDir);
    const cpu = () => ({
      worker: worker ? cpuMs(processTree(worker.pid!)) : 0,
      postgres: cpuMs(processTree(postmaster)),
    });
    // Postgres's CPU by whom each backend serves: the runners' pools carry their lane in application_name, the
    // worker's drizzle pool is told by its sockets, everything else is this process (the POSTs).
    const roles = async () => {
      const workerPorts = worker ? tcpPorts(worker.pid!) : new Set<number>();
      return cpuByRole(sql, postmaster, ({ applicationName, clientPort }) =>
        applicationName.startsWith('aos-worker-jobs')
          ? 'jobs runner (job fetch, completion)'
          : applicationName.startsWith('aos-worker-webhooks')
            ? 'webhooks runner (job fetch, completion)'
            : clientPort !== null && workerPorts.has(clientPort)
              ? "worker's pool (the jobs' transactions)"
              : 'this process (the POSTs)',
      );
    };
    const rss = { started: 0, idle: 0, peak: 0 };
    const dump: unknown[] = [];
    const sampler = setInterval(() => {
      if (worker) rss.peak = Math.max(rss.peak, rssMb(processTree(worker.pid!)));
    }, 100);
    const settled = async () => {
      const [row] = await sql<{ open: number; due: number }[]>`
      select /* worker-cost */ (select count(*)::int from "order" where status = 'dibayar') as open,
             (select count(*)::int from graphile_worker.jobs where run_at <= now() and task_identifier <> 'recover_stale_locks')
             + (select count(*)::int from mail_outbox where status = 'queued') as due`;
      return row!.open === 0 && row!.due === 0;
    };
    try {
      // The warm-up orders are offered and the worker settles before the idle measurement.
      // Without a worker nothing offers them: waiting would never end.
      while (worker && !(await settled())) await sleep(200);
      if (worker) rss.started = rssMb(processTree(worker.pid!));
      await sleep(2000);
      await sql`select pg_stat_statements_reset()`;
      const idle0 = cpu();
      const idleRoles0 = await roles();
      await sleep(IDLE_MS);
      const idle1 = cpu();
      const idleRoles = roleDelta(idleRoles0, await roles());
      // Job fetches while idle: the poll of every worker, which a run of N orders also makes.
      const [polls] = await sql<{ n: number }[]>`
        select coalesce(sum(calls), 0)::float8 as n from pg_stat_statements where query like 'with j as (%'`;
      const pollsPerMs = polls!.n / IDLE_MS;
      if (worker) rss.idle = rssMb(processTree(worker.pid!));
      rss.peak = 0;
      const idlePerMs = {
        worker: (idle1.worker - idle0.worker) / IDLE_MS,
        postgres: (idle1.postgres - idle0.postgres) / IDLE_MS,
      };
      const deliveredBefore = received.n;
      // The warm-up orders' events waited for the worker's start: only the run's own are measured.
      arrivals.clear();
      await sql`select pg_stat_statements_reset()`;
      // Sessions opened during the run: a pool that lets connections idle out pays a backend's start again.
      const sessions = async () =>
        (
          await sql<{ n: number }[]>`
            select /* worker-cost */ sum(sessions)::int as n from pg_stat_database`
        )[0]!.n;
      const sessionsBefore = await sessions();
      const rolesBefore = await roles();
      const before = cpu();
      const t0 = performance.now();
      const inFlight = new Set<Promise<void>>();
      let refused = 0;
      for (let i = 0; i < asked; i++) {
        const due = t0 + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        // At most 4 in flight: a loaded machine falls behind the rate instead of piling requests up to their deadline.
        while (inFlight.size >= 4) await Promise.race(inFlight);
        const p = serveV1(requests[i % requests.length]!.create())
          .then(async (res) => {
            const body = await res.text();
            // A loaded machine may answer 503 at the request deadline: that order does not exist and is not counted.
            if (res.status === 503) refused++;
            else if (res.status !== 201) throw new Error(`POST ${res.status}: ${body}`);
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await Promise.all(inFlight);
      const postedMs = performance.now() - t0;
      const orders = asked - refused;
      const deliveries = flag('webhooks') ? 2 * orders : 0;
      while (worker && !((await settled()) && received.n - deliveredBefore >= deliveries)) await sleep(50);
      const elapsed = performance.now() - t0;
      const after = cpu();
      const runRoles = roleDelta(rolesBefore, await roles());
      const opened = (await sessions()) - sessionsBefore;
      clearInterval(sampler);
      const stats = await sql<{ query: string; calls: string; ms: number }[]>`
      select query, calls::text, total_exec_time + total_plan_time as ms from pg_stat_statements
      where query not like '%pg_stat_statements%' and query not like '%worker-cost%'`;
      const per = (x: number) => (x / orders).toFixed(2);
      console.log(
        `${orders} orders (${refused} of ${asked} refused) at ${(orders / (postedMs / 1000)).toFixed(0)}/s (asked ${rate})${flag('webhooks') ? ' with webhooks' : ''}${worker ? '' : ' (no worker)'}: posted in ${(postedMs / 1000).toFixed(1)} s, settled after ${(elapsed / 1000).toFixed(1)} s`,
      );
      const net = (k: 'worker' | 'postgres') => after[k] - before[k] - idlePerMs[k] * elapsed;
      console.log(
        `CPU per order: worker ${per(after.worker - before.worker)} ms (net of idle ${per(net('worker'))}), Postgres ${per(after.postgres - before.postgres)} ms (net of idle ${per(net('postgres'))}); idle: worker ${(idlePerMs.worker * 1000).toFixed(0)} ms/s, Postgres ${(idlePerMs.postgres * 1000).toFixed(0)} ms/s`,
      );
      console.log(`Postgres CPU per order by process (gross; idle ms/s); ${opened} sessions opened during the run:`);
      for (const [role, ms] of [...runRoles].sort((a, b) => b[1] - a[1]))
        console.log(`  ${role}: ${per(ms)} ms (${(((idleRoles.get(role) ?? 0) * 1000) / IDLE_MS).toFixed(1)})`);
      let calls = 0;
      let ms = 0;
      const kinds = new Map<string, { calls: number; ms: number }>();
      for (const s of stats) {
        calls += Number(s.calls);
        ms += s.ms;
        const kind = KINDS.find(([, re]) => re.test(s.query.trim()))?.[0] ?? 'other';
        const k = kinds.get(kind) ?? { calls: 0, ms: 0 };
        kinds.set(kind, { calls: k.calls + Number(s.calls), ms: k.ms + s.ms });
      }
      console.log(`statements per order: ${per(calls)} (${per(ms)} ms of execution and planning)`);
      for (const [kind, k] of [...kinds].sort((a, b) => b[1].calls - a[1].calls))
        console.log(
          `  ${kind}: ${per(k.calls)} calls, ${per(k.ms)} ms${kind.startsWith('get_job') ? ` (${per(k.calls - pollsPerMs * elapsed)} net of the idle poll, ${(pollsPerMs * 1000).toFixed(0)}/s)` : ''}`,
        );
      if (worker)
        console.log(
          `worker RSS: ${rss.started.toFixed(0)} MB once the warm-up orders were offered, ${rss.idle.toFixed(0)} MB after idling, ${rss.peak.toFixed(0)} MB at the run's peak`,
        );
      if (worker && flag('webhooks')) {
        // The history row of the status change is insert-only: its xmin is the transaction that made the change.
        const rows = await sql<{ id: string; event: string; orderId: string; committed: number; started: number }[]>`
          select /* worker-cost */ e.id, e.event, e.order_id as "orderId",
            extract(epoch from pg_xact_commit_timestamp(h.xmin))::float8 * 1000 as committed,
            extract(epoch from a.started_at)::float8 * 1000 as started
          from webhook_event e
          join order_status_history h on h.order_id = e.order_id and 'order.' || h.to_status = e.event
          join webhook_attempt a on a.event_id = e.id and a.attempt_number = 1
          where e.id = any(${[...arrivals.keys()]})`;
        const pct = (xs: number[], p: number) =>
          xs.sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
        const show = (name: string, xs: number[]) =>
          `${name} p50 ${pct(xs, 50).toFixed(0)} ms, p90 ${pct(xs, 90).toFixed(0)} ms, p99 ${pct(xs, 99).toFixed(0)} ms`;
        dump.push(...rows.map((r) => ({ ...r, arrived: arrivals.get(r.id)! })));
        console.log(
          `webhooks (${rows.length} events): ${show(
            'commit to receiver',
            rows.map((r) => arrivals.get(r.id)! - r.committed),
          )}; ${show(
            'commit to attempt',
            rows.map((r) => r.started - r.committed),
          )}; ${show(
            'attempt to receiver',
            rows.map((r) => arrivals.get(r.id)! - r.started),
          )}`,
        );
      }
      if (process.env.WC_DUMP) writeFileSync(process.env.WC_DUMP, JSON.stringify(dump));
      if (flag('verbose')) {
        // Autovacuum's share ("postmaster and ended processes" above) goes to the tables that churn.
        const vacuumed = await sql<{ rel: string; vacuums: number; analyzes: number }[]>`
          select /* worker-cost */ schemaname || '.' || relname as rel, autovacuum_count::int as vacuums,
            autoanalyze_count::int as analyzes
          from pg_stat_all_tables where autovacuum_count + autoanalyze_count > 0
          order by autovacuum_count + autoanalyze_count desc limit 10`;
        console.log(
          `autovacuum since the cluster started: ${vacuumed.map((v) => `${v.rel} ${v.vacuums}+${v.analyzes}`).join(', ')}`,
        );
        for (const s of stats.sort((a, b) => Number(b.calls) - Number(a.calls)).slice(0, 40))
          console.log(`  ${per(Number(s.calls))}  ${per(s.ms)} ms  ${statementLabel(s.query).slice(0, 150)}`);
      }
    } finally {
      if (worker) {
        worker.kill('SIGTERM');
        await new Promise((r) => worker.once('exit', r));
      }
      await sql.end({ timeout: 1 });
      receiver.close();
    }
  },
);
process.exit(0);
