import type { Task } from 'graphile-worker';
import { purgeExpired } from '~/server/domain/housekeeping/purge-expired';
import { getDb } from '~/server/db/client';

/** Cron: idempotency records older than 24 h, finished rate-limit windows and spent sign-in failure counts. */
export const purge_expired: Task = async (_payload, helpers) => {
  const result = await purgeExpired({ db: await getDb() });
  helpers.logger.info(
    `purged ${result.idempotencyKeys} idempotency keys, ${result.rateLimitWindows} rate-limit windows, ${result.signInThrottles} sign-in failure counts`,
  );
};
