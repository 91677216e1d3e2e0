import type { DomainContext } from '~/server/domain/context';
import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { session, twoFactor, user } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { AppError } from '~/server/domain/errors';
import { recordTwoFactorEvent } from './record-two-factor-event';

/**
 * Staff remove the second factor of a person who lost their authenticator app and recovery codes (after
 * checking who they are, outside the service). Their sessions end; the next sign-in needs only the password,
 * and staff must enrol again before the console opens. Audited with the staff actor and mailed to the person.
 */
export async function removeSecondFactor(options: { db: Db; domain: DomainContext; email: string; actor: Actor }) {
  const { db, domain, actor } = options;
  const email = options.email.trim().toLowerCase();
  const removed = await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: user.id, on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.email, email))
      .for('update');
    if (!person) throw new AppError('NOT_FOUND', `Tidak ada akun dengan alamat ${email}.`);
    if (!person.on) return null;
    await tx.delete(twoFactor).where(eq(twoFactor.userId, person.id));
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, person.id));
    await tx.delete(session).where(eq(session.userId, person.id));
    return person.id;
  });
  if (removed) await recordTwoFactorEvent({ db, domain, userId: removed, event: 'removed', actor });
  return { email, removed: removed !== null };
}
