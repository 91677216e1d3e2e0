// `BENCH_PORT=... BENCH_PG_PORT=... NODE_ENV=production node --conditions=react-server --import tsx
// bench/get-order-postgres.ts [--duration 6] [--rounds 2] [--dist .next-bench] [--worker]
// [--pgbench-options="-c x=y"]`: why Postgres spends more CPU per GET /v1/orders/{id} in the app than per pgbench
// transaction of the same statement (bench/pgbench/get-order.sql). One scratch cluster, 16 organizations with a key
// and an order each, the production web server (one process, as bench/web-thread.ts starts it; `--worker`: and
// the worker in a process of its own, whose runners poll). Each round, one after the other: the app at 16
// connections (keys and orders rotating, as `npm run bench` does), pgbench unthrottled (as `npm run bench` runs
// it), pgbench throttled to the rate the app just reached (`-R`), and nothing at all (the cluster's own idle cost,
// with the pools open). For each: transactions per second and Postgres CPU per transaction, split into the
// backends, the background processes (WAL writer, checkpointer, autovacuum...) and processes that ended (counted
// on the postmaster, as pgbench's backends are once it disconnects), the part of it spent in the kernel, and the
// context switches of the app's backends per transaction. `--pgbench-options` goes to pgbench's sessions
// (PGOPTIONS), e.g. `-c synchronous_commit=off` to see what the commit's flush costs.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { postmasterPid, processTree } from './process-tree';
import { runPgbenchScript, type FixtureValues } from './pgbench';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgents, fixtureValues, ORDER_BODY } from './statements';
import { benchWebServerEnv } from './web-server-env';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '2' },
    dist: { type: 'string', default: '.next-bench' },
    'pgbench-options': { type: 'string', default: '' },
    // The worker in a process of its own beside the web server, as `npm run bench` has one: its runners poll.
    worker: { type: 'boolean', default: false },
    // `perf record -e cpu-clock -g` of the cluster's processes (the backends forked during a run included) for each
    // run, into this directory: where each kind of run spends Postgres's CPU (`perf report -i <file>`).
    perf: { type: 'string' },
    // Also pgbench at the app's rate over this many clients (backends) instead of 16: does Postgres's CPU per
    // transaction depend on how many backends share the rate (the web pool holds 10 connections)?
    'fewer-clients': { type: 'string' },
  },
});
const DURATION = Number(args.duration);
const ticks = 100;

type Kind = 'backends' | 'background' | 'ended';
type Sample = Record<Kind, number> & { system: number; switches: number };

/** CPU (ms) of the cluster's processes by kind, and the backends' context switches, from /proc. */
function sample(postmaster: number): Sample {
  const out: Sample = { backends: 0, background: 0, ended: 0, system: 0, switches: 0 };
  for (const pid of processTree(postmaster)) {
    let stat: string;
    let title: string;
    let status: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      continue;
    }
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = ((Number(f[11]) + Number(f[12])) * 1000) / ticks;
    const children = ((Number(f[13]) + Number(f[14])) * 1000) / ticks;
    out.ended += children;
    out.system += ((Number(f[12]) + Number(f[14])) * 1000) / ticks;
    const backend = /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(title);
    if (backend) {
      out.backends += own;
      const v = status.match(/voluntary_ctxt_switches:\s+(\d+)/);
      const nv = status.match(/nonvoluntary_ctxt_switches:\s+(\d+)/);
      out.switches += Number(v?.[1] ?? 0) + Number(nv?.[1] ?? 0);
    } else out.background += own;
  }
  return out;
}

function report(name: string, tps: number, before: Sample, after: Sample) {
  const n = Math.max(1, tps * DURATION);
  const per = (k: Kind) => (after[k] - before[k]) / n;
  const total = per('backends') + per('background') + per('ended');
  const system = (after.system - before.system) / n;
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `${name.padEnd(22)} ${tps.toFixed(0).padStart(6)} tps | Postgres ${total.toFixed(3)} ms/tx: backends ${per('backends').toFixed(3)}, background ${per('background').toFixed(3)}, ended ${per('ended').toFixed(3)}; in the kernel ${system.toFixed(3)} | backend switches ${((after.switches - before.switches) / n).toFixed(2)}/tx | load ${load}`,
  );
}

/** `work` with the cluster's processes sampled by perf into `<--perf>/<name>.data`, when asked. */
async function profiled<T>(postmaster: number, name: string, work: () => Promise<T>): Promise<T> {
  if (!args.perf) return work();
  const output = path.join(args.perf, `${name}.data`);
  const perf = spawn(
    'perf',
    ['record', '-e', 'cpu-clock', '-F', '1999', '-g', '-p', String(postmaster), '-o', output],
    {
      stdio: ['ignore', 'ignore', 'ignore'],
    },
  );
  await new Promise((r) => setTimeout(r, 500)); // perf attached
  try {
    return await work();
  } finally {
    perf.kill('SIGINT');
    await new Promise((resolve) => (perf.exitCode === null ? perf.once('exit', resolve) : resolve(null)));
  }
}

const port = Number(process.env.BENCH_PORT ?? 3873);
const base = `http://127.0.0.1:${port}`;

await withScratchCluster(
  { prefix: 'aos-getpg-', port: Number(process.env.BENCH_PG_PORT ?? 55876) },
  async ({ url, dataDir }) => {
    const agents = await arrangeAgents(url, 16, 1);
    const env = benchWebServerEnv({ port, url, dist: args.dist });
    const web = spawn(
      process.execPath,
      ['--max-old-space-size=256', '--import', 'tsx', path.join('src', 'cli', 'web-server.ts')],
      { stdio: ['ignore', 'ignore', 'inherit'], env },
    );
    const worker = args.worker
      ? spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env,
        })
      : null;
    try {
      const deadline = Date.now() + 180_000;
      while (
        !(await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        ))
      ) {
        if (Date.now() > deadline || web.exitCode !== null) throw new Error('the web server did not start');
        await new Promise((r) => setTimeout(r, 250));
      }
      const fixtures: FixtureValues[] = [];
      const gets: { path: string; auth: string }[] = [];
      for (const [i, agent] of agents.entries()) {
        const created = await fetch(`${base}/v1/orders`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${agent.apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': `getpg-${i}`,
          },
          body: ORDER_BODY,
        });
        const { id } = (await created.json()) as { id: string };
        fixtures.push({ ...(await fixtureValues(url, agent)), order_id: id });
        gets.push({ path: `/v1/orders/${id}`, auth: `Bearer ${agent.apiKey}` });
      }
      const postmaster = postmasterPid(dataDir);
      let counter = 0;
      const app = async (connections: number, seconds: number) => {
        const result = await autocannon({
          url: base,
          connections,
          duration: seconds,
          requests: [
            {
              setupRequest: (req) => {
                const g = gets[counter++ % gets.length]!;
                return { ...req, path: g.path, headers: { ...req.headers, authorization: g.auth } };
              },
            },
          ],
        });
        if (result.non2xx || result.errors) throw new Error(`app: ${result.non2xx} non-2xx, ${result.errors} errors`);
        return result.requests.total / seconds;
      };
      if (args['pgbench-options']) process.env.PGOPTIONS = args['pgbench-options'];
      const script = path.join('bench', 'pgbench', 'get-order.sql');
      await app(4, 2); // warm-up: JIT, the pool, prepared statements
      await runPgbenchScript(url, fixtures, script, 2);
      for (let round = 1; round <= Number(args.rounds); round++) {
        let s = sample(postmaster);
        const appTps = await profiled(postmaster, `app-${round}`, () => app(16, DURATION));
        report(`app (round ${round})`, appTps, s, (s = sample(postmaster)));
        const freeTps = await profiled(postmaster, `pgbench-${round}`, () =>
          runPgbenchScript(url, fixtures, script, DURATION),
        );
        report('pgbench', freeTps, s, (s = sample(postmaster)));
        const rate = Math.max(1, Math.round(appTps / fixtures.length));
        const slowTps = await profiled(postmaster, `pgbench-rate-${round}`, () =>
          runPgbenchScript(url, fixtures, script, DURATION, ['-R', String(rate)]),
        );
        report(`pgbench -R ${rate}x16`, slowTps, s, (s = sample(postmaster)));
        if (args['fewer-clients']) {
          const some = fixtures.slice(0, Number(args['fewer-clients']));
          const each = Math.max(1, Math.round(appTps / some.length));
          const fewTps = await runPgbenchScript(url, some, script, DURATION, ['-R', String(each)]);
          report(`pgbench -R ${each}x${some.length}`, fewTps, s, (s = sample(postmaster)));
        }
        await new Promise((r) => setTimeout(r, DURATION * 1000));
        const idle = sample(postmaster);
        const perSecond = (k: Kind) => (idle[k] - s[k]) / DURATION;
        console.log(
          `idle ${DURATION} s: ${(perSecond('backends') + perSecond('background') + perSecond('ended')).toFixed(1)} ms/s (backends ${perSecond('backends').toFixed(1)}, background ${perSecond('background').toFixed(1)}, ended ${perSecond('ended').toFixed(1)})`,
        );
      }
    } finally {
      for (const child of [web, worker]) {
        if (!child) continue;
        child.kill('SIGTERM');
        await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
      }
    }
  },
);
process.exit(0);
