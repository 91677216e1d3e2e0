// `NODE_ENV=production node --conditions=react-server --import tsx bench/web-thread-ab.ts --base <tree> [--slices 8]
// [--seconds 3] [--connections 16] [--scenario get|health|mcp]`: the web server's CPU per request of two trees at
// once, for a machine whose load drifts faster than web-thread.ts's alternated runs can average out. Both trees'
// compiled web servers (`--compiled`, as `npm start` runs them; this tree's and `--base`'s, each compiled in its own
// node_modules/.cache: a tree sharing this one's node_modules must link its entries, not the directory) run on one
// scratch cluster, and the load goes to one then the other in short slices (A B B A ...), each server's CPU counted
// only over its own slices. Prints each server's CPU per request and the per-slice pairs.
import { spawn, execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, processTree } from './process-tree';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgent } from './statements';
import { benchWebServerEnv } from './web-server-env';
import { webThreadScenarios } from './web-thread-scenarios';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    slices: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    scenario: { type: 'string', default: 'get' },
    dist: { type: 'string', default: '.next-bench' },
  },
});
if (!args.base) throw new Error('--base <tree> is required');
const trees = [
  { name: 'this', dir: process.cwd() },
  { name: 'base', dir: path.resolve(args.base) },
];
const port = Number(process.env.BENCH_PORT ?? 3873);
// The second server: BENCH_PORT_B, or the port after BENCH_PORT.
const ports = [port, Number(process.env.BENCH_PORT_B ?? port + 1)];

const compile = (dir: string) =>
  execFileSync(process.execPath, [path.join(dir, 'src', 'cli', 'compile-entries.mjs')], { cwd: dir, stdio: 'inherit' });

await withScratchCluster(
  { prefix: 'aos-webthread-ab-', port: Number(process.env.BENCH_PG_PORT ?? 55876) },
  async ({ url }) => {
    const agent = await arrangeAgent(url);
    const servers = trees.map((tree, i) => {
      compile(tree.dir);
      const entry = path.join(tree.dir, 'node_modules', '.cache', 'agent-order-service', 'cli', 'web-server.mjs');
      return spawn(process.execPath, ['--max-old-space-size=256', entry], {
        cwd: tree.dir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: benchWebServerEnv({ port: ports[i]!, url, dist: args.dist }),
      });
    });
    try {
      for (const p of ports) {
        const deadline = Date.now() + 180_000;
        while (
          !(await fetch(`http://127.0.0.1:${p}/health`).then(
            (r) => r.ok,
            () => false,
          ))
        ) {
          if (Date.now() > deadline) throw new Error('a web server did not start');
          await new Promise((r) => setTimeout(r, 250));
        }
      }
      const scenarios = await webThreadScenarios(`http://127.0.0.1:${ports[0]}`, agent.apiKey);
      const scenario = scenarios[args.scenario];
      if (!scenario) throw new Error(`unknown scenario ${args.scenario}`);
      // web-thread.ts's load generator, in a process of its own.
      const cannon = (p: number, connections: number, seconds: number) => {
        const load = { url: `http://127.0.0.1:${p}${scenario.path}`, connections, seconds, scenario };
        const out = execFileSync(
          process.execPath,
          [...process.execArgv, path.join('bench', 'web-thread.ts'), '--cannon', JSON.stringify(load)],
          { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] },
        );
        const result = JSON.parse(out) as { '2xx': number; non2xx: number };
        return result['2xx'] + result.non2xx;
      };
      for (const p of ports) cannon(p, Number(args.connections), 5); // warm-up: the JIT settles over the first seconds
      const totals = servers.map(() => ({ cpu: 0, answered: 0 }));
      const slices = Number(args.slices);
      for (let s = 0; s < slices; s++) {
        // A B, then B A: neither always runs second.
        const order = s % 2 === 0 ? [0, 1] : [1, 0];
        const pair: string[] = [];
        for (const i of order) {
          const pid = servers[i]!.pid!;
          const before = cpuMs(processTree(pid));
          const answered = cannon(ports[i]!, Number(args.connections), Number(args.seconds));
          const used = cpuMs(processTree(pid)) - before;
          totals[i]!.cpu += used;
          totals[i]!.answered += answered;
          pair[i] = `${trees[i]!.name} ${(used / answered).toFixed(3)}`;
        }
        const load = execFileSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).split(' ')[0];
        console.log(`slice ${s + 1}: ${pair.join(', ')} ms per request (load ${load})`);
      }
      for (const [i, t] of totals.entries())
        console.log(
          `${trees[i]!.name} (${trees[i]!.dir}): ${scenario.name} ${(t.cpu / t.answered).toFixed(3)} ms of web CPU per request, ${t.answered} answered`,
        );
    } finally {
      for (const server of servers) server.kill('SIGTERM');
      await Promise.all(
        servers.map((s) => new Promise((resolve) => (s.exitCode === null ? s.once('exit', resolve) : resolve(null)))),
      );
    }
  },
);
process.exit(0);
