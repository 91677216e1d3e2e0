// `npm run worker`: graphile-worker on its own, for deployments that separate web and jobs. Its runners
// are supervised and survive database restarts; the process exits non-zero only when they cannot be
// restarted for minutes, so that its orchestrator starts a fresh one.
import { serviceDomainContext } from '~/server/composition';
import { config } from '~/server/config';
import { closeDb, configureDatabase, WORKER_POOL } from '~/server/db/client';
import { prepareDatabase } from '~/server/db/prepare-database';
import { setClockOffset } from '~/server/domain/clock';
import { restartWorkerOnUnhandledRejection } from '~/server/worker/process-guards';
import { startWorker } from '~/server/worker/runner';
import { logger } from '~/server/logger';
import { startTracing } from '~/server/observability/start-tracing';

const settings = config();
setClockOffset(settings.clockOffsetMs);
const tracing = await startTracing(settings.tracing, 'worker');
configureDatabase(WORKER_POOL, await prepareDatabase({ ...settings, env: process.env }));
// Signals are handled from the start: a SIGTERM while the runners start (their first jobs already running)
// must stop them gracefully too, not end the process with an attempt sent but not recorded.
const starting = startWorker({ domain: serviceDomainContext() });
let stopping = false;
async function stop(code: number) {
  if (stopping) process.exit(1); // a second signal forces
  stopping = true;
  const running = await starting.catch(() => null);
  if (!running) process.exit(code || 1);
  setTimeout(() => process.exit(code || 1), running.stopGraceMs + 1000).unref(); // running jobs get their time, not forever
  await running.stop().catch(() => {});
  await closeDb().catch(() => {});
  await tracing?.shutdown().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
const worker = await starting;
restartWorkerOnUnhandledRejection(worker);
logger.info('worker running');
worker.promise.catch((e: unknown) => {
  logger.error({ err: e }, 'the worker could not be kept running; exiting');
  void stop(1);
});
