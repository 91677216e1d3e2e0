import type { Task } from 'graphile-worker';
import { getDb } from '~/server/db/client';
import { recoverStaleLocks } from '~/server/worker/stale-locks';

/** Cron: unlock jobs held by worker processes that died or froze (see stale-locks.ts). */
export const recover_stale_locks: Task = async (_payload, helpers) => {
  const unlocked = await recoverStaleLocks(await getDb());
  if (unlocked.length) helpers.logger.warn(`unlocked jobs of dead or frozen workers ${unlocked.join(', ')}`);
};
