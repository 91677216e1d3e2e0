import { EventEmitter } from 'node:events';
import { Logger, run, type Runner, type WorkerEvents } from 'graphile-worker';
import { getHandle } from '../db/client';
import { randomBase62 } from '../domain/ids';
import { logger } from '../logger';
import { recoverStaleLocks, registerWorkerProcess } from './stale-locks';
import { CRONTAB, taskList } from './task-list';

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const log = logger.child({ worker: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId });
  // graphile-worker reports every job at info: that is debug detail for us.
  const fn = level === 'error' ? log.error : level === 'warning' ? log.warn : log.debug;
  fn.call(log, meta ?? {}, message);
});

/**
 * Starts graphile-worker in this process. Its connections carry an application_name of their own so
 * that, should this process die, other workers can tell and unlock its jobs.
 */
export async function startWorker(options: { concurrency?: number } = {}): Promise<Runner> {
  const { db, url } = await getHandle();
  const applicationName = `aos-worker-${randomBase62(12)}`;
  const connectionString = new URL(url);
  connectionString.searchParams.set('application_name', applicationName);
  const events = new EventEmitter() as WorkerEvents;
  const registered = new Promise<void>((resolve, reject) => {
    // Registered once its LISTEN connection is up: from then on a live process always shows a connection.
    events.on('pool:listen:success', ({ workerPool }) => registerWorkerProcess(db, workerPool.id, applicationName).then(resolve, reject));
  });
  const runner = await run({
    connectionString: connectionString.toString(),
    concurrency: options.concurrency ?? 4,
    // Future-dated jobs (offer expiry, webhook retries) are found by polling: keep them within ~0.5 s.
    pollInterval: 500,
    noHandleSignals: true,
    logger: workerLogger,
    events,
    taskList,
    crontab: CRONTAB,
  });
  await registered;
  // Safe at start-up: only workers without any live connection are unlocked.
  await recoverStaleLocks(db);
  return runner;
}
