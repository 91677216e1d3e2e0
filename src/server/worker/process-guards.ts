import { logger } from '~/server/logger';
import type { Worker } from '~/server/worker/runner';

/**
 * For processes that run the worker (`npm start`, `npm run worker`). graphile-worker does not await
 * every query it makes: when the database restarts, a failed `failJobs` batch surfaces as an unhandled
 * rejection ("terminating connection due to administrator command"), which would end the process.
 * Instead it is logged and every runner is replaced (their state is unknown); jobs they held are
 * unlocked by the stale-lock recovery and run again.
 */
export function restartWorkerOnUnhandledRejection(worker: Worker): void {
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection; restarting the job runners');
    worker.restart(`unhandled rejection: ${String(reason)}`);
  });
}
