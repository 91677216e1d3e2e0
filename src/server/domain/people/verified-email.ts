import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { user } from '../../db/schema';
import { AppError } from '../errors';

/**
 * The person's address, only once they have proven they receive mail there: nothing that grants access
 * (an invitation, a practitioner record, an organization) happens for an unverified address.
 */
export async function requireVerifiedEmail(db: DbOrTx, userId: string): Promise<string> {
  const [person] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!person) throw new AppError('UNAUTHORIZED', 'Sesi tidak valid.');
  if (!person.verified) throw new AppError('FORBIDDEN', 'Konfirmasi alamat e-mail Anda terlebih dahulu.');
  return person.email.trim().toLowerCase();
}
