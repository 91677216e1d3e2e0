// `npm start`: database (embedded unless DATABASE_URL), migrations and seed, build if needed, the web
// app on PORT, and the graphile-worker runner in this process (WORKER=off to leave it out).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { config } from '~/server/config';
import { closeDb, getHandle } from '~/server/db/client';
import { startWorker } from '~/server/jobs/runner';
import { logger } from '~/server/logger';
import { buildIfNeeded } from './build-if-needed';

const dev = process.argv.includes('--dev');
const settings = config();
const { url, db } = await getHandle();
// Demo accounts only on the embedded default database when it is empty, or when asked for explicitly.
if ((!settings.databaseUrl && process.env.SEED_DEMO !== '0') || process.env.SEED_DEMO === '1') {
  const { seedDemo } = await import('~/server/demo/seed-demo');
  if ((await seedDemo(db)).seeded) logger.info('demo accounts created (see README)');
}
if (!dev) buildIfNeeded();

const worker = settings.workerEnabled ? await startWorker() : null;
const next = spawn(process.execPath, [path.join('node_modules', 'next', 'dist', 'bin', 'next'), dev ? 'dev' : 'start', '-p', String(settings.port)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: url,
    // Children must know the database is the embedded one (it decides private webhook targets).
    SERVICE_EMBEDDED_DB: settings.databaseUrl ? (process.env.SERVICE_EMBEDDED_DB ?? '0') : '1',
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
logger.info({ port: settings.port, worker: Boolean(worker) }, `Agent Order Service on http://localhost:${settings.port}`);

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
