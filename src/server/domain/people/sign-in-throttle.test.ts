import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { signInThrottle } from '~/server/db/schema';
import { setClockOffset } from '~/server/domain/clock';
import { purgeExpired } from '~/server/domain/housekeeping/purge-expired';
import { useFileDatabase } from '~/test/file-database';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-throttle';

await useFileDatabase('aos_signin_throttle');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterEach(() => setClockOffset(0));

const minutes = (n: number) => n * 60_000;

describe('per-account sign-in lock', () => {
  it('the 10th failure within 15 minutes locks for 15 minutes; then it opens and the spent count is purged', async () => {
    const email = 'Kunci@Example.com';
    for (let i = 1; i <= 9; i++) expect((await recordSignInFailure(db, email)).lockedUntil).toBeNull();
    expect(await isSignInLocked(db, 'kunci@example.com')).toBe(false);
    const tenth = await recordSignInFailure(db, email);
    expect(tenth.failures).toBe(10);
    expect(await isSignInLocked(db, email)).toBe(true);
    setClockOffset(minutes(14));
    expect(await isSignInLocked(db, email)).toBe(true);
    expect((await purgeExpired({ db })).signInThrottles).toBe(0);
    setClockOffset(minutes(16));
    expect(await isSignInLocked(db, email)).toBe(false);
    expect((await purgeExpired({ db })).signInThrottles).toBe(1);
    expect(await db.select().from(signInThrottle).where(eq(signInThrottle.email, 'kunci@example.com'))).toEqual([]);
  });

  it('failures spread over more than 15 minutes start a new window and never lock', async () => {
    const email = 'pelan@example.com';
    for (let i = 0; i < 9; i++) await recordSignInFailure(db, email);
    setClockOffset(minutes(15) + 1);
    const next = await recordSignInFailure(db, email);
    expect(next).toEqual({ failures: 1, lockedUntil: null });
    expect(await isSignInLocked(db, email)).toBe(false);
  });

  it('racing failures all count (one statement per failure)', async () => {
    const email = 'balapan@example.com';
    await Promise.all(Array.from({ length: 12 }, () => recordSignInFailure(db, email)));
    const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.email, email));
    expect(row!.failures).toBe(12);
    expect(await isSignInLocked(db, email)).toBe(true);
    await clearSignInFailures(db, email);
    expect(await isSignInLocked(db, email)).toBe(false);
  });
});
