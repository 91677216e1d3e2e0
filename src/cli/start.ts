// `npm start`: database (embedded unless DATABASE_URL), migrations and seed, build if needed, the web
// app on HOST:PORT (127.0.0.1 unless HOST says otherwise), and the graphile-worker runner in this
// process (WORKER=off to leave it out). SKIP_BUILD=1 trusts the existing build (tests, container images).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { config } from '~/server/config';
import { closeDb, getHandle } from '~/server/db/client';
import { startWorker } from '~/server/jobs/runner';
import { isLoopbackHost, shouldSeedDemo } from '~/server/demo/should-seed-demo';
import { logger } from '~/server/logger';
import { buildIfNeeded } from './build-if-needed';

const dev = process.argv.includes('--dev');
const settings = config();
// Demo accounts (README passwords) only on the embedded database bound to loopback, or when asked for.
const seed = shouldSeedDemo({ seedDemo: process.env.SEED_DEMO, host: settings.host, embeddedDatabase: !settings.databaseUrl });
const { url, db } = await getHandle();
if (seed) {
  const { seedDemo } = await import('~/server/demo/seed-demo');
  if ((await seedDemo(db)).seeded) logger.info('demo accounts created (see README)');
}
if (!dev && process.env.SKIP_BUILD !== '1') buildIfNeeded();

const worker = settings.workerEnabled ? await startWorker() : null;
// The web server binds HOST:PORT itself and decides which forwarding headers to believe (web-server.ts).
const next = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'web-server.ts'), ...(dev ? ['--dev'] : [])], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url,
    // Children must know the database is the embedded one (it decides private webhook targets).
    SERVICE_EMBEDDED_DB: settings.databaseUrl ? (process.env.SERVICE_EMBEDDED_DB ?? '0') : '1',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
const address = `${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`;
const reach = isLoopbackHost(settings.host) ? 'this machine only' : settings.host === '0.0.0.0' || settings.host === '::' ? 'all interfaces' : 'this address';
logger.info({ host: settings.host, port: settings.port, worker: Boolean(worker) }, `Agent Order Service listening on http://${address} (${reach})`);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  next.kill('SIGTERM');
  await worker?.stop();
  await closeDb();
  process.exit(code);
}
next.on('exit', (code) => void shutdown(code ?? 1));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
