import type { Task } from 'graphile-worker';
import { purgeExpired } from '../../domain/housekeeping/purge-expired';
import { getDb } from '../../db/client';

/** Cron: idempotency records older than 24 h and finished rate-limit windows. */
export const purge_expired: Task = async (_payload, helpers) => {
  const result = await purgeExpired({ db: await getDb() });
  helpers.logger.info(`purged ${result.idempotencyKeys} idempotency keys, ${result.rateLimitWindows} rate-limit windows`);
};
