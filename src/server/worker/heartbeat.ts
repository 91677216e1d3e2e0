// The liveness heartbeat of a worker process: infrastructure, not a business rule, so a plain timer
// (business work is scheduled as graphile-worker jobs; this only says that the process is running them).
// /health (in the web process) reads it to tell whether jobs are being run at all.
import type { Db } from '~/server/db/client';
import { logger } from '~/server/logger';
import { beatWorkerProcesses, recoverStaleLocks, unlockedAny } from '~/server/worker/stale-locks';

const HEARTBEAT_INTERVAL_MS = 5000;
/** /health calls the worker stale when no runner has beaten for this long (three missed beats). */
export const HEARTBEAT_STALE_SECONDS = 15;

/** Beats for the runners `runners()` returns (none while one is being replaced); returns a stop function. */
export function startHeartbeat(db: Db, runners: () => { poolId: string; applicationName: string }[]): () => void {
  const timer = setInterval(() => {
    const running = runners();
    beatWorkerProcesses(db, running)
      // A live worker looks for frozen or dead ones at every beat: their jobs move on within seconds of the
      // deadline (the minute cron alone would add up to a minute).
      .then(async () => {
        if (running.length === 0) return;
        const unlocked = await recoverStaleLocks(db);
        if (unlockedAny(unlocked)) logger.warn(unlocked, 'unlocked the jobs of dead, frozen or unregistered workers');
      })
      .catch((e: unknown) => logger.debug({ err: e }, 'worker heartbeat not written'));
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
