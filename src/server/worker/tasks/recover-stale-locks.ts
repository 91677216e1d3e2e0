import type { Task } from 'graphile-worker';
import { getDb } from '~/server/db/client';
import { recoverStaleLocks, unlockedAny } from '~/server/worker/stale-locks';

/** Cron: unlock jobs held by worker processes that died, froze or never registered (see stale-locks.ts). */
export const recover_stale_locks: Task = async (_payload, helpers) => {
  const unlocked = await recoverStaleLocks(await getDb());
  if (unlockedAny(unlocked))
    helpers.logger.warn('unlocked the jobs of dead, frozen or unregistered workers', { ...unlocked });
};
