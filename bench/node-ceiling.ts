// `node --import tsx bench/node-ceiling.ts [seconds]`: what any Node server reaches on this machine, as a
// yardstick for the targets of docs/performance.md. A bare HTTP server (bench/ceiling-server.ts, its own
// process, as the service's web server) loaded by autocannon at 16 connections: a constant answer, and one
// `select` per request on a scratch cluster. Prints req/s and the CPU time per request of the server and
// of Postgres.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, postmasterPid, processTree } from './process-tree';
import { withScratchCluster } from './scratch-cluster';

const seconds = Number(process.argv[2] ?? 8);
const port = Number(process.env.BENCH_PORT ?? 3874);
const clusterPort = Number(process.env.BENCH_PG_PORT ?? 55877);
await withScratchCluster({ prefix: 'aos-ceiling-', port: clusterPort, migrate: false }, async ({ url, dataDir }) => {
  const postmaster = postmasterPid(dataDir);
  const server = fork(path.join('bench', 'ceiling-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, PORT: String(port) },
  });
  await new Promise((resolve) => server.once('message', resolve));
  try {
    for (const p of ['/empty', '/select']) {
      const load = (duration: number) => autocannon({ url: `http://127.0.0.1:${port}${p}`, connections: 16, duration });
      await load(2); // warm-up
      const before = { server: cpuMs([server.pid!]), postgres: cpuMs(processTree(postmaster)) };
      const r = await load(seconds);
      const n = Math.max(1, r.requests.total);
      const serverMs = (cpuMs([server.pid!]) - before.server) / n;
      const postgresMs = (cpuMs(processTree(postmaster)) - before.postgres) / n;
      console.log(
        `${p}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}; CPU per request: server ${serverMs.toFixed(3)} ms, Postgres ${postgresMs.toFixed(3)} ms`,
      );
    }
  } finally {
    server.kill();
  }
});
