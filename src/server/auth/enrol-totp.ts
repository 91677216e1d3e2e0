import type { DomainContext } from '~/server/domain/context';
import { eq } from 'drizzle-orm';
import { symmetricEncrypt } from 'better-auth/crypto';
import type { Db } from '~/server/db/client';
import { twoFactor, user } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { randomBase62 } from '~/server/domain/ids';
import { recordTwoFactorEvent } from '~/server/domain/two-factor/record-two-factor-event';
import { getAuth } from './auth';

/**
 * Enrols a person with a known base32 TOTP secret and no recovery codes, stored exactly as better-auth's
 * plugin stores one (encrypted with the auth secret; the `base32:` prefix tells the plugin to decode it).
 * For the loopback demo seed and the test fixtures only: a real person enrols on /akun/dua-faktor. Recorded
 * like any enrolment (audit entry and mail), so the person's first sign-in with a code is not taken for one.
 */
export async function enrolKnownTotpSecret(
  db: Db,
  domain: DomainContext,
  userId: string,
  base32Secret: string,
  actor: Actor = { type: 'cli', id: 'seed' },
): Promise<void> {
  const key = (await (await getAuth()).$context).secretConfig;
  const secret = await symmetricEncrypt({ key, data: `base32:${base32Secret}` });
  const backupCodes = await symmetricEncrypt({ key, data: '[]' });
  await db.transaction(async (tx) => {
    await tx
      .insert(twoFactor)
      .values({ id: randomBase62(24), userId, secret, backupCodes, verified: true })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { secret, backupCodes, verified: true } });
    await tx.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, userId));
  });
  await recordTwoFactorEvent({ db, domain, userId, event: 'enrolled', actor });
}
