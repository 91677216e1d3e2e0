// `NODE_ENV=production node --conditions=react-server --import tsx bench/web-thread.ts [--duration 5] [--connections 16]
// [--scenarios health,get,mcp,post] [--dist .next-bench]`: the web server's own CPU per request over HTTP, for
// comparing two versions of it on a busy machine (run both alternately). The production web server
// (src/cli/web-server.ts, the build in --dist, one process, no worker) on a scratch cluster, autocannon in a process
// of its own; the web server's CPU time from /proc before and after each run, divided by the answers. `npm run bench`
// measures everything else (all processes, pgbench, both worker modes) and wants a quiet machine; this only the
// thread the /v1 and /mcp targets are about. WEB_NODE_ARGS adds Node flags to the web server (`--cpu-prof ...`).
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, processTree } from './process-tree';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent, ORDER_BODY } from './statements';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    scenarios: { type: 'string', default: 'health,get,mcp,post' },
    dist: { type: 'string', default: '.next-bench' },
  },
});
const port = Number(process.env.BENCH_PORT ?? 3873);
const base = `http://127.0.0.1:${port}`;
const autocannonBin = path.join('node_modules', '.bin', 'autocannon');

type Scenario = { name: string; path: string; method?: string; headers: Record<string, string>; body?: string };

await withScratchCluster(
  { prefix: 'aos-webthread-', port: Number(process.env.BENCH_PG_PORT ?? 55876) },
  async ({ url }) => {
    const agent = await arrangeAgent(url);
    const web = spawn(
      process.execPath,
      [
        '--max-old-space-size=256',
        ...(process.env.WEB_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        path.join('src', 'cli', 'web-server.ts'),
      ],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: url,
          SERVICE_EMBEDDED_DB: '0',
          NEXT_DIST_DIR: args.dist,
          NEXT_TELEMETRY_DISABLED: '1',
          RATE_LIMIT_PER_MINUTE: '100000000',
          WEB_CONCURRENCY: '1',
          HEALTH_REQUIRE_WORKER: '0',
          LOG_LEVEL: 'warn',
        },
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
      const auth = { Authorization: `Bearer ${agent.apiKey}` };
      const json = { ...auth, 'Content-Type': 'application/json' };
      const created = await fetch(`${base}/v1/orders`, {
        method: 'POST',
        headers: { ...json, 'Idempotency-Key': 'web-thread-first' },
        body: ORDER_BODY,
      });
      const { id } = (await created.json()) as { id: string };
      const scenarios: Record<string, Scenario> = {
        health: { name: 'GET /health', path: '/health', headers: {} },
        get: { name: 'GET /v1/orders/{id}', path: `/v1/orders/${id}`, headers: auth },
        mcp: {
          name: 'MCP status_order',
          path: '/mcp',
          method: 'POST',
          headers: { ...json, Accept: 'application/json, text/event-stream' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'status_order', arguments: { order_id: id } },
          }),
        },
        // autocannon puts a new id in place of [<id>] for every request: a new order each time.
        post: {
          name: 'POST /v1/orders',
          path: '/v1/orders',
          method: 'POST',
          headers: { ...json, 'Idempotency-Key': 'wt-[<id>]' },
          body: ORDER_BODY,
        },
      };
      const webPid = web.pid!;
      for (const key of args.scenarios.split(',')) {
        const scenario = scenarios[key];
        if (!scenario) throw new Error(`unknown scenario ${key}`);
        const cannon = (connections: number, seconds: number) => {
          const flags = ['-j', '-c', String(connections), '-d', String(seconds), '-m', scenario.method ?? 'GET'];
          for (const [name, value] of Object.entries(scenario.headers)) flags.push('-H', `${name}=${value}`);
          if (scenario.body) flags.push('-b', scenario.body);
          if (scenario.headers['Idempotency-Key']?.includes('[<id>]')) flags.push('-I');
          const out = execFileSync(autocannonBin, [...flags, `${base}${scenario.path}`], {
            encoding: 'utf8',
            maxBuffer: 1 << 26,
            stdio: ['ignore', 'pipe', 'ignore'],
          });
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
          `${scenario.name}: ${(answered / Number(args.duration)).toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, web CPU ${(used / answered).toFixed(3)} ms per request (${answered} answered, ${result.non2xx} non-2xx, ${result.errors} errors; load ${load})`,
        );
      }
    } finally {
      web.kill('SIGTERM');
      await new Promise((resolve) => (web.exitCode === null ? web.once('exit', resolve) : resolve(null)));
    }
  },
);
process.exit(0);
