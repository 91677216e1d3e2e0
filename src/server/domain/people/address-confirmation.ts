import type { DomainContext } from '~/server/domain/context';
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, like, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { account, mailOutbox, session, user, verification } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { randomBase62 } from '~/server/domain/ids';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { verifyEmailMail } from '~/server/domain/mail/templates';

/**
 * Confirming an address is where its password is chosen. Whoever signs up first cannot plant a password
 * for an address they do not own: sign-up keeps no usable password, and the person who opens the mailed
 * link sets it on `/konfirmasi`. A newer link voids the older ones; a link works once, and only while the
 * address is unconfirmed.
 */
const CONFIRMATION_VALID_MS = 60 * 60_000;
/** Confirmation mails per address per hour, whatever asks for them (sign-up repeated, a resend). */
const CONFIRMATION_MAILS_PER_HOUR = 3;

const IDENTIFIER_PREFIX = 'confirm-address:';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails a fresh confirmation link to an unconfirmed person and voids the earlier ones, unless the address
 * had its hourly share already (then nothing is sent; the answer to the caller stays the same).
 * `next` is a same-site path the person returns to after confirming (already checked by the caller).
 */
export async function issueAddressConfirmation(
  db: Db,
  options: { domain: DomainContext; userId: string; next: string | null },
): Promise<{ sent: boolean }> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .select({ email: user.email, verified: user.emailVerified })
      .from(user)
      .where(eq(user.id, options.userId))
      .for('update');
    if (!person || person.verified) return { sent: false };
    const email = person.email.trim().toLowerCase();
    const at = now();
    const [recent] = await tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, email),
          eq(mailOutbox.kind, 'verify_email'),
          gt(mailOutbox.createdAt, new Date(at.getTime() - 60 * 60_000)),
        ),
      );
    if ((recent?.n ?? 0) >= CONFIRMATION_MAILS_PER_HOUR) return { sent: false };
    const token = randomBytes(32).toString('base64url');
    await tx.delete(verification).where(eq(verification.identifier, IDENTIFIER_PREFIX + options.userId));
    await tx.insert(verification).values({
      id: randomBase62(24),
      identifier: IDENTIFIER_PREFIX + options.userId,
      value: hashToken(token),
      expiresAt: new Date(at.getTime() + CONFIRMATION_VALID_MS),
      createdAt: at,
      updatedAt: at,
    });
    const query = new URLSearchParams({ token });
    if (options.next) query.set('next', options.next);
    await queueMail(
      tx,
      options.domain,
      verifyEmailMail(email, appLink(options.domain.settings, `/konfirmasi?${query.toString()}`)),
    );
    return { sent: true };
  });
}

const invalidLink = () =>
  new AppError('NOT_FOUND', 'Tautan konfirmasi tidak berlaku lagi. Daftar ulang untuk menerima tautan baru.');

/**
 * The mailed link, opened: the address is confirmed and the password given here becomes the account's only
 * credential; every session of the account ends (there should be none). Returns the address, so the page
 * can sign the person in with the password they just chose.
 */
export async function confirmAddress(
  db: Db,
  options: { token: string; password: string; hashPassword: (password: string) => Promise<string> },
): Promise<{ email: string }> {
  const hash = await options.hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: verification.id, identifier: verification.identifier, expiresAt: verification.expiresAt })
      .from(verification)
      .where(
        and(eq(verification.value, hashToken(options.token)), like(verification.identifier, `${IDENTIFIER_PREFIX}%`)),
      )
      .for('update');
    if (!row || row.expiresAt <= now()) throw invalidLink();
    const userId = row.identifier.slice(IDENTIFIER_PREFIX.length);
    await tx.delete(verification).where(eq(verification.identifier, row.identifier));
    const [person] = await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: now() })
      .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
      .returning({ email: user.email });
    if (!person) throw invalidLink();
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: now() })
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: randomBase62(24),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        createdAt: now(),
        updatedAt: now(),
      });
    }
    await tx.delete(session).where(eq(session.userId, userId));
    return { email: person.email };
  });
}

/** Whether a confirmation link is still good (for the page to say so before asking for a password). */
export async function confirmationLinkValid(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(verification)
    .where(
      and(
        eq(verification.value, hashToken(token)),
        like(verification.identifier, `${IDENTIFIER_PREFIX}%`),
        gt(verification.expiresAt, now()),
      ),
    );
  return Boolean(row);
}
