import { Logger, run, type Runner } from 'graphile-worker';
import { resolveDatabaseUrl, getHandle } from '../db/client';
import { logger } from '../logger';
import { CRONTAB, taskList } from './task-list';

const workerLogger = new Logger((scope) => (level, message, meta) => {
  const log = logger.child({ worker: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId });
  // graphile-worker reports every job at info: that is debug detail for us.
  const fn = level === 'error' ? log.error : level === 'warning' ? log.warn : log.debug;
  fn.call(log, meta ?? {}, message);
});

/** Starts graphile-worker in this process (migrations are done by getHandle first). */
export async function startWorker(options: { concurrency?: number } = {}): Promise<Runner> {
  await getHandle();
  return run({
    connectionString: await resolveDatabaseUrl(),
    concurrency: options.concurrency ?? 4,
    // Future-dated jobs (offer expiry, webhook retries) are found by polling: keep them within ~0.5 s.
    pollInterval: 500,
    noHandleSignals: true,
    logger: workerLogger,
    taskList,
    crontab: CRONTAB,
  });
}
