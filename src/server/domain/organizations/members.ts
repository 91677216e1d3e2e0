import type { DomainContext } from '~/server/domain/context';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { invitation, member, organization, user } from '~/server/db/schema';
import type { Actor } from '~/server/domain/actor';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { emailAddress } from '~/server/domain/people/email-address';
import { appLink } from '~/server/domain/mail/app-link';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { invitationMail } from '~/server/domain/mail/templates';
import { MEMBER_ROLES, type MemberRole } from '~/shared/member-roles';

const INVITATION_DAYS = 7;

/** Members of the organization (owners first, then admins, then members), and invitations still waiting. */
export async function listMembers(options: { db: DbOrTx; organizationId: string }) {
  const { db, organizationId } = options;
  const members = await db
    .select({
      id: member.id,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, organizationId))
    .orderBy(
      sql`case ${member.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(member.createdAt),
      asc(member.id),
    );
  const invitations = await db
    .select()
    .from(invitation)
    .where(
      and(
        eq(invitation.organizationId, organizationId),
        eq(invitation.status, 'pending'),
        gt(invitation.expiresAt, now()),
      ),
    )
    .orderBy(asc(invitation.createdAt), asc(invitation.id));
  return {
    members: members.map((m) => ({
      id: m.id,
      user_id: m.userId,
      name: m.name,
      email: m.email,
      role: m.role as MemberRole,
      joined_at: m.createdAt.toISOString(),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: (i.role ?? 'member') as MemberRole,
      expires_at: i.expiresAt.toISOString(),
      created_at: i.createdAt.toISOString(),
    })),
  };
}

const memberNotFound = (memberId: string) =>
  new AppError('NOT_FOUND', `Anggota ${memberId} tidak ditemukan.`, { details: { reason: 'MEMBER' } });
const ownerOnly = () =>
  new AppError('FORBIDDEN', 'Hanya owner yang boleh mengubah peran owner atau mengeluarkan owner.', {
    details: { reason: 'OWNER_ONLY' },
  });
const lastOwner = () =>
  new AppError(
    'CONFLICT',
    'Organisasi harus memiliki minimal satu owner: jadikan anggota lain owner terlebih dahulu.',
    { details: { reason: 'LAST_OWNER' } },
  );

/** Only an owner may make someone an owner; admins manage admins and members. */
function requireMayGrant(actorRole: MemberRole, role: MemberRole) {
  if (role === 'owner' && actorRole !== 'owner')
    throw new AppError('FORBIDDEN', 'Hanya owner yang boleh menjadikan seseorang owner.', {
      details: { reason: 'OWNER_ONLY' },
    });
}

/**
 * An owner or admin invites a person by e-mail: a pending invitation, valid for seven days, and a mail
 * with its link. Nothing is granted until the verified owner of that address accepts it, whether or not
 * the address already has an account. Inviting again refreshes the waiting invitation and re-sends it.
 */
export async function inviteMember(options: {
  db: Db;
  domain: DomainContext;
  organizationId: string;
  email: string;
  role: MemberRole;
  actor: Actor & { type: 'user' };
  actorRole: MemberRole;
}) {
  const { db, organizationId, role, actor, actorRole } = options;
  const email = emailAddress(options.email);
  if (!MEMBER_ROLES.includes(role)) throw new AppError('VALIDATION', `role: tidak dikenal: ${role}.`);
  requireMayGrant(actorRole, role);
  return db.transaction(async (tx) => {
    const at = now();
    const [org] = await tx
      .select({ name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (!org)
      throw new AppError('NOT_FOUND', `Organisasi ${organizationId} tidak ditemukan.`, {
        details: { reason: 'ORGANIZATION' },
      });
    const [already] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, organizationId), sql`lower(${user.email}) = ${email}`));
    if (already)
      throw new AppError('CONFLICT', `${email} sudah menjadi anggota organisasi ini.`, {
        details: { reason: 'ALREADY_MEMBER', email },
      });
    const expiresAt = new Date(at.getTime() + INVITATION_DAYS * 24 * 3600_000);
    const [pending] = await tx
      .select({ id: invitation.id })
      .from(invitation)
      .where(
        and(
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, 'pending'),
          sql`lower(${invitation.email}) = ${email}`,
        ),
      )
      .for('update');
    let id: string;
    if (pending) {
      id = pending.id;
      await tx.update(invitation).set({ role, expiresAt, inviterId: actor.id }).where(eq(invitation.id, id));
    } else {
      id = newId('invitation');
      await tx
        .insert(invitation)
        .values({ id, organizationId, email, role, status: 'pending', expiresAt, inviterId: actor.id, createdAt: at });
    }
    await queueMail(
      tx,
      options.domain,
      invitationMail(email, appLink(options.domain.settings, `/undangan/${id}`), org.name, role, expiresAt),
    );
    await recordAudit(tx, {
      actor,
      action: 'organization.invite',
      targetType: 'organization',
      targetId: organizationId,
      details: { email, role, invitation_id: id },
    });
    return { kind: 'invitation' as const, id, email, role, expires_at: expiresAt.toISOString() };
  });
}

/** An owner or admin withdraws a waiting invitation; its link stops working at once. */
export async function revokeInvitation(options: {
  db: Db;
  organizationId: string;
  invitationId: string;
  actor: Actor;
}) {
  const { db, organizationId, invitationId, actor } = options;
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(invitation)
      .set({ status: 'canceled' })
      .where(
        and(
          eq(invitation.id, invitationId),
          eq(invitation.organizationId, organizationId),
          eq(invitation.status, 'pending'),
        ),
      )
      .returning({ id: invitation.id, email: invitation.email });
    if (!revoked)
      throw new AppError('NOT_FOUND', `Undangan ${invitationId} tidak ditemukan atau tidak lagi menunggu.`, {
        details: { reason: 'INVITATION_NOT_PENDING' },
      });
    await recordAudit(tx, {
      actor,
      action: 'organization.invitation_revoke',
      targetType: 'organization',
      targetId: organizationId,
      details: { invitation_id: invitationId, email: revoked.email },
    });
    return { id: invitationId, status: 'canceled' as const };
  });
}

/**
 * An owner or admin changes a member's role. Admins cannot touch owners or make owners; the last owner
 * cannot step down (an organization always has an owner).
 */
export async function changeMemberRole(options: {
  db: Db;
  organizationId: string;
  memberId: string;
  role: MemberRole;
  actor: Actor;
  actorRole: MemberRole;
}) {
  const { db, organizationId, memberId, role, actor, actorRole } = options;
  if (!MEMBER_ROLES.includes(role)) throw new AppError('VALIDATION', `role: tidak dikenal: ${role}.`);
  return db.transaction(async (tx) => {
    // All of the organization's memberships are locked, so two owners cannot demote each other at once.
    const rows = await tx
      .select({ id: member.id, role: member.role })
      .from(member)
      .where(eq(member.organizationId, organizationId))
      .for('update');
    const target = rows.find((r) => r.id === memberId);
    if (!target) throw memberNotFound(memberId);
    requireMayGrant(actorRole, role);
    if (target.role === 'owner' && actorRole !== 'owner') throw ownerOnly();
    if (target.role === role) return { id: memberId, role };
    if (target.role === 'owner' && rows.filter((r) => r.role === 'owner').length <= 1) throw lastOwner();
    await tx
      .update(member)
      .set({ role })
      .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)));
    await recordAudit(tx, {
      actor,
      action: 'organization.member_role',
      targetType: 'organization',
      targetId: organizationId,
      details: { member_id: memberId, from: target.role, to: role },
    });
    return { id: memberId, role };
  });
}

/**
 * An owner or admin removes a member: the membership ends at once (their next page or call is refused).
 * Admins cannot remove owners; the last owner cannot be removed (an organization always has an owner).
 * A person may remove themself (leave), under the same last-owner rule.
 */
export async function removeMember(options: {
  db: Db;
  organizationId: string;
  memberId: string;
  actor: Actor;
  actorRole: MemberRole;
}) {
  const { db, organizationId, memberId, actor, actorRole } = options;
  return db.transaction(async (tx) => {
    // Locked as in changeMemberRole: two owners cannot remove each other at once.
    const rows = await tx
      .select({ id: member.id, role: member.role, userId: member.userId, email: user.email })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(eq(member.organizationId, organizationId))
      .for('update', { of: member });
    const target = rows.find((r) => r.id === memberId);
    if (!target) throw memberNotFound(memberId);
    if (target.role === 'owner' && actorRole !== 'owner') throw ownerOnly();
    if (target.role === 'owner' && rows.filter((r) => r.role === 'owner').length <= 1) throw lastOwner();
    await tx.delete(member).where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)));
    await recordAudit(tx, {
      actor,
      action: 'organization.member_remove',
      targetType: 'organization',
      targetId: organizationId,
      details: { member_id: memberId, user_id: target.userId, email: target.email, role: target.role },
    });
    return { id: memberId, removed: true as const };
  });
}
