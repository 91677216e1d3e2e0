import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idempotencyKeys, rateLimitWindows } from '../../db/schema';
import { now } from '../clock';

/** Deletes only what has expired; orders, history, ledger and delivery attempts are kept forever. */
export async function purgeExpired(options: { db: DbOrTx }) {
  const at = now();
  const keys = await options.db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, at)).returning({ key: idempotencyKeys.key });
  const windows = await options.db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(at.getTime() - 60_000)))
    .returning({ id: rateLimitWindows.apiKeyId });
  return { idempotencyKeys: keys.length, rateLimitWindows: windows.length };
}
