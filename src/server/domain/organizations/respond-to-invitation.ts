import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { invitation, member, organization, user } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { AppError } from '~/server/domain/errors';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { newId } from '~/server/domain/ids';
import type { MemberRole } from '~/shared/member-roles';
import { requireVerifiedEmail, verifiedEmailOf } from '~/server/domain/people/verified-email';

/**
 * An invitation as its invitee sees it. Anyone holding the link learns only the organization's name and
 * the role; acting on it needs the session of the verified owner of the invited address.
 */
export async function getInvitation(options: { db: DbOrTx; invitationId: string; userId: string | null }) {
  const { db, invitationId } = options;
  const [row] = await db
    .select({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      organizationName: organization.name,
      inviterName: user.name,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, eq(user.id, invitation.inviterId))
    .where(eq(invitation.id, invitationId));
  if (!row) throw new AppError('NOT_FOUND', 'Undangan tidak ditemukan.');
  const expired = row.status === 'pending' && row.expiresAt <= now();
  const forYou = (await verifiedEmailOf(db, options.userId)) === row.email.toLowerCase();
  return {
    id: row.id,
    organization_name: row.organizationName,
    inviter_name: row.inviterName,
    role: (row.role ?? 'member') as MemberRole,
    status: expired ? ('expired' as const) : (row.status as 'pending' | 'accepted' | 'rejected' | 'canceled'),
    expires_at: row.expiresAt.toISOString(),
    // The address is shown only to its owner, so a forwarded link does not reveal who was invited.
    email: forYou ? row.email : null,
    for_you: forYou,
  };
}

/** Locks a pending, unexpired invitation addressed to this verified person. */
async function lockInvitationFor(tx: DbOrTx, invitationId: string, userId: string) {
  const email = await requireVerifiedEmail(tx, userId);
  const [row] = await tx
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, invitationId), eq(invitation.status, 'pending'), gt(invitation.expiresAt, now())))
    .for('update');
  // Another person's invitation answers like a missing one.
  if (!row || row.email.toLowerCase() !== email)
    throw new AppError('NOT_FOUND', 'Undangan tidak ditemukan, sudah kedaluwarsa, atau bukan untuk alamat Anda.');
  return row;
}

/** The invitee accepts: the membership is created with the invited role. */
export async function acceptInvitation(options: {
  db: Db;
  domain: DomainContext;
  invitationId: string;
  userId: string;
}) {
  const { db, invitationId, userId } = options;
  return db.transaction(async (tx) => {
    const row = await lockInvitationFor(tx, invitationId, userId);
    const role = (row.role ?? 'member') as MemberRole;
    const inserted = await tx
      .insert(member)
      .values({ id: newId('member'), organizationId: row.organizationId, userId, role, createdAt: now() })
      .onConflictDoNothing()
      .returning({ id: member.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', 'Anda sudah menjadi anggota organisasi ini.');
    await tx.update(invitation).set({ status: 'accepted' }).where(eq(invitation.id, invitationId));
    await recordAudit(tx, {
      actor: { type: 'user', id: userId },
      action: 'organization.invitation_accept',
      targetType: 'organization',
      targetId: row.organizationId,
      details: { invitation_id: invitationId, role },
    });
    await scheduleNotification(tx, options.domain, {
      kind: 'invitation_accepted',
      invitationId,
      source: `invitation:${invitationId}`,
      actor: { type: 'user', id: userId },
    });
    return { organization_id: row.organizationId, role };
  });
}

/** The invitee declines: the invitation is closed and its link stops working. */
export async function declineInvitation(options: { db: Db; invitationId: string; userId: string }) {
  const { db, invitationId, userId } = options;
  return db.transaction(async (tx) => {
    const row = await lockInvitationFor(tx, invitationId, userId);
    await tx.update(invitation).set({ status: 'rejected' }).where(eq(invitation.id, invitationId));
    await recordAudit(tx, {
      actor: { type: 'user', id: userId },
      action: 'organization.invitation_decline',
      targetType: 'organization',
      targetId: row.organizationId,
      details: { invitation_id: invitationId },
    });
    return { id: invitationId, status: 'rejected' as const };
  });
}

/** Invitations waiting for this person's verified address (shown on their dashboard). */
export async function listMyInvitations(options: { db: DbOrTx; userId: string }) {
  const { db, userId } = options;
  const email = await verifiedEmailOf(db, userId);
  if (!email) return [];
  const rows = await db
    .select({
      id: invitation.id,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      organizationName: organization.name,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .where(
      and(
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, now()),
        sql`lower(${invitation.email}) = ${email}`,
      ),
    )
    .orderBy(invitation.createdAt);
  return rows.map((r) => ({
    id: r.id,
    organization_name: r.organizationName,
    role: (r.role ?? 'member') as MemberRole,
    expires_at: r.expiresAt.toISOString(),
  }));
}
