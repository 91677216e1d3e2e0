// `npm start`: database (embedded unless DATABASE_URL), migrations and seed, build if needed, the web
// app on HOST:PORT (127.0.0.1 unless HOST says otherwise), and the graphile-worker runners in this
// process (WORKER=off to leave them out). SKIP_BUILD=1 trusts the existing build (tests, container images).
//
// The launcher and its web child live and die together: if the web server exits, or the worker cannot be
// kept running, or this process fails, the other part is stopped and the launcher exits non-zero, so an
// orchestrator restarts everything (never a web server taking orders that no worker will process).
// SIGTERM/SIGINT stop both within seconds; a second signal forces.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { config } from '~/server/config';
import { serviceDomainContext } from '~/server/composition';
import { closeDb, configureDatabase, getHandle, WORKER_POOL } from '~/server/db/client';
import { prepareDatabase } from '~/server/db/prepare-database';
import { setClockOffset } from '~/server/domain/clock';
import { heapLimitArgs } from './heap-limit';
import { entryPointArgs } from './entry-point';
import { restartWorkerOnUnhandledRejection } from '~/server/worker/process-guards';
import { shouldSeedDemo } from '~/server/demo/should-seed-demo';
import { isLoopbackHost } from '~/shared/http/loopback-host';
import { logger } from '~/server/logger';
import { buildIfNeeded } from './build-if-needed';
import { startTracing } from '~/server/observability/start-tracing';

/** How long the web server and the worker get to stop before they are killed. */
const STOP_GRACE_MS = 8000;

const dev = process.argv.includes('--dev');
const settings = config();
// Demo accounts (README passwords) only on the embedded database bound to loopback, or when asked for.
const seed = shouldSeedDemo({
  seedDemo: settings.seedDemo,
  host: settings.host,
  embeddedDatabase: !settings.databaseUrl,
});
setClockOffset(settings.clockOffsetMs);
// The composition of this process: the database prepared (embedded cluster unless DATABASE_URL, migrations),
// its pool, and the domain's wiring that the seed and the worker (jobs/runner.ts, unless WORKER=0) use.
// This process runs the worker: its jobs' spans (and their statements') are exported when OTLP is configured.
const tracing = await startTracing(settings.tracing, 'worker');
const url = await prepareDatabase({ ...settings, env: process.env });
configureDatabase(WORKER_POOL, url);
const { db } = await getHandle();
const domain = serviceDomainContext();
if (seed) {
  const { seedDemo } = await import('~/server/demo/seed-demo');
  // The demo staff's fixed TOTP secret only where nobody else can reach the app.
  const staffTotp = isLoopbackHost(settings.host);
  if ((await seedDemo(db, { domain, staffTotp })).seeded) logger.info('demo accounts created (see README)');
}
if (!dev && !settings.skipBuild) buildIfNeeded(process.env);

// The worker's code (graphile-worker's runners, every task and what the tasks reach) is loaded only where it runs:
// with WORKER=0 this process is a launcher and nothing more (docs/performance.md).
const worker = settings.workerEnabled
  ? await import('~/server/worker/runner').then(({ startWorker }) => startWorker({ domain }))
  : null;
if (worker) restartWorkerOnUnhandledRejection(worker);
// The web server binds HOST:PORT itself and decides which forwarding headers to believe (web-server.ts).
// The IPC channel tells it when this process is gone, however it ended (web-server.ts exits then).
const next = spawn(
  process.execPath,
  [...(dev ? [] : heapLimitArgs(process.env)), ...entryPointArgs('web-server'), ...(dev ? ['--dev'] : [])],
  {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      // Children must know the database is the embedded one (it decides private webhook targets).
      SERVICE_EMBEDDED_DB: settings.databaseUrl ? (process.env.SERVICE_EMBEDDED_DB ?? '0') : '1',
      // The worker runs in this process: /health of the web server answers 503 while it is not beating.
      HEALTH_REQUIRE_WORKER: process.env.HEALTH_REQUIRE_WORKER ?? (worker ? '1' : '0'),
      NEXT_TELEMETRY_DISABLED: '1',
      // `npm start` serves with every core (one web process each, web-cluster.ts) unless told otherwise; a web
      // server started on its own (tests, e2e) runs one.
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? 'auto',
    },
  },
);
const address = `${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`;
const reach = isLoopbackHost(settings.host)
  ? 'this machine only'
  : settings.host === '0.0.0.0' || settings.host === '::'
    ? 'all interfaces'
    : 'this address';
logger.info(
  {
    host: settings.host,
    port: settings.port,
    worker: Boolean(worker),
    webProcesses: dev ? 1 : process.env.WEB_CONCURRENCY ? settings.webConcurrency : availableParallelism(),
  },
  `Agent Order Service listening on http://${address} (${reach})`,
);

const webRunning = () => next.exitCode === null && next.signalCode === null;
const webExited = new Promise<void>((resolve) => next.once('exit', () => resolve()));
const within = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

let stopping = false;
async function shutdown(code: number, reason: string) {
  if (stopping) return;
  stopping = true;
  (code === 0 ? logger.info : logger.error).call(logger, { reason }, 'stopping the web server and the worker');
  if (webRunning()) {
    next.kill('SIGTERM');
    if (!(await within(webExited, STOP_GRACE_MS))) next.kill('SIGKILL');
  }
  if (worker && !(await within(worker.stop(), worker.stopGraceMs))) logger.warn('the worker did not stop in time');
  await within(closeDb(), 2000);
  if (tracing) await within(tracing.shutdown(), 2000);
  process.exit(code);
}
function forceExit() {
  if (webRunning()) next.kill('SIGKILL');
  process.exit(1);
}

next.on('exit', (code, signal) => void shutdown(1, `the web server exited (${signal ?? code})`));
worker?.promise.catch((e: unknown) => void shutdown(1, `the worker could not be kept running: ${String(e)}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => (stopping ? forceExit() : void shutdown(0, signal)));
process.on('uncaughtException', (e) => {
  logger.fatal({ err: e }, 'uncaught exception in the launcher');
  if (stopping) forceExit();
  setTimeout(forceExit, STOP_GRACE_MS + (worker?.stopGraceMs ?? 0) + 3000).unref();
  void shutdown(1, 'uncaught exception');
});
