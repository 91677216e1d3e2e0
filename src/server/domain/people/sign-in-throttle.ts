import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { signInThrottle } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

/** 10 wrong passwords for one address within 15 minutes lock its password sign-in for 15 minutes. */
const SIGN_IN_FAILURE_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
const SIGN_IN_LOCK_MS = 15 * 60_000;

const normalize = (email: string) => email.trim().toLowerCase();

/** Whether password sign-in for this address is locked now (existing account or not: the answer is the same). */
export async function isSignInLocked(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ lockedUntil: signInThrottle.lockedUntil })
    .from(signInThrottle)
    .where(eq(signInThrottle.email, normalize(email)));
  return Boolean(row?.lockedUntil && row.lockedUntil > now());
}

/** Counts one wrong password; the tenth within the window sets the lock. One statement, so racing attempts all count. */
export async function recordSignInFailure(
  db: DbOrTx,
  email: string,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const at = now();
  const windowStart = new Date(at.getTime() - SIGN_IN_WINDOW_MS);
  const lockUntil = new Date(at.getTime() + SIGN_IN_LOCK_MS);
  const fresh = sql`${signInThrottle.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const failures = sql`case when ${fresh} then 1 else ${signInThrottle.failures} + 1 end`;
  const [row] = await db
    .insert(signInThrottle)
    .values({ email: normalize(email), failures: 1, windowStartedAt: at, lockedUntil: null })
    .onConflictDoUpdate({
      target: signInThrottle.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${fresh} then ${at.toISOString()}::timestamptz else ${signInThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${SIGN_IN_FAILURE_LIMIT} then ${lockUntil.toISOString()}::timestamptz else ${signInThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: signInThrottle.failures, lockedUntil: signInThrottle.lockedUntil });
  return { failures: row!.failures, lockedUntil: row!.lockedUntil };
}

/** A successful sign-in starts the count afresh. */
export async function clearSignInFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInThrottle).where(eq(signInThrottle.email, normalize(email)));
}
