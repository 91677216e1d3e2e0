// `NODE_ENV=production node --conditions=react-server --import tsx bench/web-thread.ts [--duration 5] [--connections 16]
// [--scenarios health,get,mcp,post] [--dist .next-bench] [--compiled] [--practitioners 8]`: the web server's own CPU
// per request over HTTP, for comparing two versions of it on a busy machine (run both alternately). The production
// web server (src/cli/web-server.ts, the build in --dist, one process, no worker) on a scratch cluster, autocannon in
// a process of its own; the web server's CPU time from /proc before and after each run, divided by the answers. `npm run bench`
// measures everything else (all processes, pgbench, both worker modes) and wants a quiet machine; this only the
// thread the /v1 and /mcp targets are about. WEB_NODE_ARGS adds Node flags to the web server (`--cpu-prof ...`).
// `--compiled` runs the web server as `npm start` does (compile-entries.mjs, plain node, no tsx: no loader thread,
// no esbuild `__name` per closure, no source-map lookups in a profile), so its figures are those of production;
// without it, through tsx from the sources, as the earlier sections of docs/performance.md measured.
import { spawn, execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { compileEntries } from '~/cli/compile-entries.mjs';
import { cpuMs, processTree } from './process-tree';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent, arrangePractitioners } from './statements';
import { benchWebServerEnv } from './web-server-env';
import { type Scenario, webThreadScenarios } from './web-thread-scenarios';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    scenarios: { type: 'string', default: 'health,get,mcp,post' },
    dist: { type: 'string', default: '.next-bench' },
    compiled: { type: 'boolean', default: false },
    // Practitioners to offer the POST's orders to, as `npm run bench` makes (its default): the offered path.
    practitioners: { type: 'string', default: '8' },
    // Internal: this file run again as the load generator, so that its CPU is not the measuring process's.
    cannon: { type: 'string' },
  },
});

type Load = { url: string; connections: number; seconds: number; scenario: Scenario };

if (args.cannon) {
  const load = JSON.parse(args.cannon) as Load;
  const { scenario } = load;
  const fresh = scenario.headers['Idempotency-Key'] === 'new';
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    method: (scenario.method ?? 'GET') as 'GET',
    headers: scenario.headers,
    body: scenario.body,
    // A new order each time: a new Idempotency-Key per request.
    requests: fresh
      ? [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'Idempotency-Key': `wt-${randomUUID()}` } }) }]
      : undefined,
  });
  process.stdout.write(JSON.stringify(result));
  process.exit(0);
}
const port = Number(process.env.BENCH_PORT ?? 3873);
const base = `http://127.0.0.1:${port}`;

await withScratchCluster(
  { prefix: 'aos-webthread-', port: Number(process.env.BENCH_PG_PORT ?? 55876) },
  async ({ url }) => {
    const agent = await arrangeAgent(url);
    await arrangePractitioners(url, Number(args.practitioners));
    const web = spawn(
      process.execPath,
      [
        '--max-old-space-size=256',
        ...(process.env.WEB_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        ...(args.compiled
          ? [path.join(await compileEntries(), 'web-server.mjs')]
          : ['--import', 'tsx', path.join('src', 'cli', 'web-server.ts')]),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: benchWebServerEnv({ port, url, dist: args.dist }),
      },
    );
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
      const scenarios = await webThreadScenarios(base, agent.apiKey);
      const webPid = web.pid!;
      // What the web server spends with nothing to answer (timers, the runtime's metrics), per second: on a busy
      // machine few requests are answered, and this share of each would otherwise differ between two runs.
      const idleStart = cpuMs(processTree(webPid));
      await new Promise((r) => setTimeout(r, 5000));
      const idlePerSecond = (cpuMs(processTree(webPid)) - idleStart) / 5;
      for (const key of args.scenarios.split(',')) {
        const scenario = scenarios[key];
        if (!scenario) throw new Error(`unknown scenario ${key}`);
        const cannon = (connections: number, seconds: number) => {
          const load: Load = { url: `${base}${scenario.path}`, connections, seconds, scenario };
          const out = execFileSync(
            process.execPath,
            [...process.execArgv, process.argv[1]!, '--cannon', JSON.stringify(load)],
            { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
          );
          return JSON.parse(out) as {
            '2xx': number;
            non2xx: number;
            errors: number;
            timeouts: number;
            latency: { p50: number; p99: number };
          };
        };
        cannon(4, 2); // warm-up
        const before = cpuMs(processTree(webPid));
        const result = cannon(Number(args.connections), Number(args.duration));
        const used = cpuMs(processTree(webPid)) - before;
        const answered = result['2xx'] + result.non2xx;
        const load = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ').slice(0, 1).join('');
        console.log(
          `${scenario.name}: ${(answered / Number(args.duration)).toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, web CPU ${(used / answered).toFixed(3)} ms per request, ${((used - idlePerSecond * Number(args.duration)) / answered).toFixed(3)} ms net of idle (${idlePerSecond.toFixed(1)} ms/s idle; ${answered} answered, ${result.non2xx} non-2xx, ${result.errors} errors; load ${load})`,
        );
      }
    } finally {
      web.kill('SIGTERM');
      await new Promise((resolve) => (web.exitCode === null ? web.once('exit', resolve) : resolve(null)));
    }
  },
);
process.exit(0);
