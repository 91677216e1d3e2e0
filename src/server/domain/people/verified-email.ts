import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { user } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';

async function addressOf(db: DbOrTx, userId: string) {
  const [person] = await db
    .select({ email: user.email, verified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId));
  return person ? { email: person.email.trim().toLowerCase(), verified: person.verified } : null;
}

/** The person's address once they have proven they receive mail there; null for an unverified or unknown person. */
export async function verifiedEmailOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  const person = userId ? await addressOf(db, userId) : null;
  return person?.verified ? person.email : null;
}

/**
 * The same, required: nothing that grants access (an invitation, a practitioner record, an organization)
 * happens for an unverified address.
 */
export async function requireVerifiedEmail(db: DbOrTx, userId: string): Promise<string> {
  const person = await addressOf(db, userId);
  if (!person) throw new AppError('UNAUTHORIZED', 'Sesi tidak valid.');
  if (!person.verified) throw new AppError('FORBIDDEN', 'Konfirmasi alamat e-mail Anda terlebih dahulu.');
  return person.email;
}
