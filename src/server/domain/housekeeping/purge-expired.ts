import { and, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { idempotencyKeys, rateLimitWindows, signInThrottle } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { SIGN_IN_WINDOW_MS } from '~/server/domain/people/sign-in-throttle';

/** Deletes only what has expired; orders, history, ledger and delivery attempts are kept forever. */
export async function purgeExpired(options: { db: DbOrTx }) {
  const at = now();
  const keys = await options.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, at))
    .returning({ key: idempotencyKeys.key });
  const windows = await options.db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(at.getTime() - 60_000)))
    .returning({ id: rateLimitWindows.apiKeyId });
  // Sign-in failure counts whose window has passed and whose lock (if any) has ended count for nothing.
  const throttles = await options.db
    .delete(signInThrottle)
    .where(
      and(
        lt(signInThrottle.windowStartedAt, new Date(at.getTime() - SIGN_IN_WINDOW_MS)),
        or(isNull(signInThrottle.lockedUntil), lt(signInThrottle.lockedUntil, at)),
      ),
    )
    .returning({ email: signInThrottle.email });
  return { idempotencyKeys: keys.length, rateLimitWindows: windows.length, signInThrottles: throttles.length };
}
