import type { DomainContext } from '~/server/domain/context';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { practitionerClaims, practitioners } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { practitionerClaimMail } from '~/server/domain/mail/templates';
import { emailAddress } from '~/server/domain/people/email-address';
import { requireVerifiedEmail, verifiedEmailOf } from '~/server/domain/people/verified-email';

const CLAIM_DAYS = 7;

/** A new claim link for the address (earlier pending links stop working), mailed in the caller's transaction. */
export async function sendPractitionerClaim(
  tx: DbOrTx,
  options: { domain: DomainContext; practitionerId: string; name: string; email: string },
) {
  const at = now();
  await tx
    .update(practitionerClaims)
    .set({ status: 'revoked' })
    .where(
      and(eq(practitionerClaims.practitionerId, options.practitionerId), eq(practitionerClaims.status, 'pending')),
    );
  const id = newId('practitionerClaim');
  const expiresAt = new Date(at.getTime() + CLAIM_DAYS * 24 * 3600_000);
  await tx.insert(practitionerClaims).values({
    id,
    practitionerId: options.practitionerId,
    email: options.email,
    status: 'pending',
    expiresAt,
    createdAt: at,
  });
  await queueMail(
    tx,
    options.domain,
    practitionerClaimMail(options.email, appLink(options.domain.settings, `/klaim/${id}`), options.name, expiresAt),
  );
  return { id, expires_at: expiresAt.toISOString() };
}

async function lockUnclaimed(tx: DbOrTx, practitionerId: string) {
  const [row] = await tx.select().from(practitioners).where(eq(practitioners.id, practitionerId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', `Praktisi ${practitionerId} tidak ditemukan.`);
  if (row.userId) throw new AppError('CONFLICT', `Praktisi ${practitionerId} sudah terhubung ke akunnya.`);
  return row;
}

async function latestClaim(tx: DbOrTx, practitionerId: string) {
  const [claim] = await tx
    .select()
    .from(practitionerClaims)
    .where(eq(practitionerClaims.practitionerId, practitionerId))
    .orderBy(desc(practitionerClaims.createdAt))
    .limit(1);
  return claim;
}

/** The operator sends a fresh link (to the same address, or a corrected one) for an unclaimed record. */
export async function resendPractitionerClaim(options: {
  db: Db;
  domain: DomainContext;
  practitionerId: string;
  email?: string;
  actor: Actor;
}) {
  const { db, practitionerId, actor } = options;
  return db.transaction(async (tx) => {
    const row = await lockUnclaimed(tx, practitionerId);
    const email = emailAddress(options.email ?? (await latestClaim(tx, practitionerId))?.email ?? '');
    const claim = await sendPractitionerClaim(tx, {
      domain: options.domain,
      practitionerId,
      name: row.displayName,
      email,
    });
    await recordAudit(tx, {
      actor,
      action: 'practitioner.claim_resend',
      targetType: 'practitioner',
      targetId: practitionerId,
      details: { email, claim_id: claim.id },
    });
    return { id: practitionerId, claim_id: claim.id, claim_expires_at: claim.expires_at };
  });
}

/** The operator withdraws the pending link; the record stays unclaimed until a new one is sent. */
export async function revokePractitionerClaim(options: { db: Db; practitionerId: string; actor: Actor }) {
  const { db, practitionerId, actor } = options;
  return db.transaction(async (tx) => {
    await lockUnclaimed(tx, practitionerId);
    const revoked = await tx
      .update(practitionerClaims)
      .set({ status: 'revoked' })
      .where(and(eq(practitionerClaims.practitionerId, practitionerId), eq(practitionerClaims.status, 'pending')))
      .returning({ id: practitionerClaims.id });
    if (revoked.length === 0)
      throw new AppError('NOT_FOUND', `Tidak ada tautan klaim yang menunggu untuk ${practitionerId}.`);
    await recordAudit(tx, {
      actor,
      action: 'practitioner.claim_revoke',
      targetType: 'practitioner',
      targetId: practitionerId,
      details: { claim_ids: revoked.map((r) => r.id) },
    });
    return { id: practitionerId, revoked: revoked.length };
  });
}

/** A claim as whoever holds the link sees it (the address only to its verified owner). */
export async function getPractitionerClaim(options: { db: DbOrTx; claimId: string; userId: string | null }) {
  const { db, claimId } = options;
  const [row] = await db
    .select({ claim: practitionerClaims, name: practitioners.displayName })
    .from(practitionerClaims)
    .innerJoin(practitioners, eq(practitioners.id, practitionerClaims.practitionerId))
    .where(eq(practitionerClaims.id, claimId));
  if (!row) throw new AppError('NOT_FOUND', 'Tautan klaim tidak ditemukan.');
  const { claim } = row;
  const forYou = (await verifiedEmailOf(db, options.userId)) === claim.email.toLowerCase();
  const expired = claim.status === 'pending' && claim.expiresAt <= now();
  return {
    id: claim.id,
    practitioner_name: row.name,
    status: expired ? ('expired' as const) : claim.status,
    expires_at: claim.expiresAt.toISOString(),
    email: forYou ? claim.email : null,
    for_you: forYou,
  };
}

/** The verified owner of the claim's address takes the practitioner record: their account is linked to it. */
export async function claimPractitioner(options: { db: Db; claimId: string; userId: string }) {
  const { db, claimId, userId } = options;
  return db.transaction(async (tx) => {
    const email = await requireVerifiedEmail(tx, userId);
    const [claim] = await tx
      .select()
      .from(practitionerClaims)
      .where(
        and(
          eq(practitionerClaims.id, claimId),
          eq(practitionerClaims.status, 'pending'),
          gt(practitionerClaims.expiresAt, now()),
        ),
      )
      .for('update');
    if (!claim || claim.email.toLowerCase() !== email)
      throw new AppError('NOT_FOUND', 'Tautan klaim tidak ditemukan, sudah kedaluwarsa, atau bukan untuk alamat Anda.');
    await lockUnclaimed(tx, claim.practitionerId);
    const [other] = await tx
      .select({ id: practitioners.id })
      .from(practitioners)
      .where(eq(practitioners.userId, userId));
    if (other) throw new AppError('CONFLICT', `Akun Anda sudah terhubung ke praktisi ${other.id}.`);
    const at = now();
    await tx.update(practitioners).set({ userId }).where(eq(practitioners.id, claim.practitionerId));
    await tx
      .update(practitionerClaims)
      .set({ status: 'accepted', acceptedByUserId: userId, acceptedAt: at })
      .where(eq(practitionerClaims.id, claimId));
    await recordAudit(tx, {
      actor: { type: 'user', id: userId },
      action: 'practitioner.claim',
      targetType: 'practitioner',
      targetId: claim.practitionerId,
      details: { claim_id: claimId },
    });
    return { practitioner_id: claim.practitionerId };
  });
}
