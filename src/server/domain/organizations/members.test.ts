import { testDomain } from '~/test/domain-context';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, invitation, member } from '~/server/db/schema';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { changeMemberRole, inviteMember, removeMember, revokeInvitation } from './members';

await useFileDatabase('aos_domain_members');

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const memberIdOf = async (org: OrgSetup, userId: string) =>
  (
    await db
      .select({ id: member.id })
      .from(member)
      .where(and(eq(member.organizationId, org.organizationId), eq(member.userId, userId)))
  )[0]?.id;

const lastAudit = async (organizationId: string) =>
  (
    await db.select().from(auditLog).where(eq(auditLog.targetId, organizationId)).orderBy(desc(auditLog.id)).limit(1)
  )[0];

const as = (person: { id: string }) => ({ type: 'user' as const, id: person.id });

describe('removeMember', () => {
  it('an admin removes a member: the membership ends, an audit row names who and what', async () => {
    const org = await orgWithPeople(db);
    const id = (await memberIdOf(org, org.member.id))!;
    await expect(
      removeMember({ db, organizationId: org.organizationId, memberId: id, actor: as(org.admin), actorRole: 'admin' }),
    ).resolves.toEqual({ id, removed: true });
    expect(await memberIdOf(org, org.member.id)).toBeUndefined();
    expect(await lastAudit(org.organizationId)).toMatchObject({
      action: 'organization.member_remove',
      actorId: org.admin.id,
      details: { member_id: id, email: org.member.email, role: 'member' },
    });
    // The removed person's next call is refused.
    await expect(
      dashboardAs(db, org.member).org.members.list({ organizationId: org.organizationId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an admin may not remove an owner; a member may not remove anyone (procedure)', async () => {
    const org = await orgWithPeople(db);
    const ownerRow = (await memberIdOf(org, org.owner.id))!;
    await expect(
      removeMember({
        db,
        organizationId: org.organizationId,
        memberId: ownerRow,
        actor: as(org.admin),
        actorRole: 'admin',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', details: { reason: 'OWNER_ONLY' } });
    await expect(
      dashboardAs(db, org.member).org.members.remove({
        organizationId: org.organizationId,
        memberId: (await memberIdOf(org, org.admin.id))!,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await memberIdOf(org, org.owner.id)).toBe(ownerRow);
    expect(await memberIdOf(org, org.admin.id)).toBeDefined();
  });

  it('the last owner is refused with LAST_OWNER, also removing themself; with a second owner it works', async () => {
    const org = await orgWithPeople(db);
    const ownerRow = (await memberIdOf(org, org.owner.id))!;
    const remove = () =>
      removeMember({
        db,
        organizationId: org.organizationId,
        memberId: ownerRow,
        actor: as(org.owner),
        actorRole: 'owner',
      });
    await expect(remove()).rejects.toMatchObject({ code: 'CONFLICT', status: 409, details: { reason: 'LAST_OWNER' } });
    await changeMemberRole({
      db,
      organizationId: org.organizationId,
      memberId: (await memberIdOf(org, org.admin.id))!,
      role: 'owner',
      actor: as(org.owner),
      actorRole: 'owner',
    });
    await expect(remove()).resolves.toEqual({ id: ownerRow, removed: true });
  });

  it('an unknown or foreign member id is NOT_FOUND (reason MEMBER)', async () => {
    const org = await orgWithPeople(db);
    const other = await orgWithPeople(db);
    await expect(
      removeMember({
        db,
        organizationId: org.organizationId,
        memberId: (await memberIdOf(other, other.member.id))!,
        actor: as(org.owner),
        actorRole: 'owner',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', details: { reason: 'MEMBER' } });
  });
});

describe('changeMemberRole and invitations: refusals carry their reason', () => {
  it('demoting the last owner is CONFLICT LAST_OWNER and changes nothing', async () => {
    const org = await orgWithPeople(db);
    const ownerRow = (await memberIdOf(org, org.owner.id))!;
    await expect(
      changeMemberRole({
        db,
        organizationId: org.organizationId,
        memberId: ownerRow,
        role: 'member',
        actor: as(org.owner),
        actorRole: 'owner',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: { reason: 'LAST_OWNER' } });
    const [row] = await db.select({ role: member.role }).from(member).where(eq(member.id, ownerRow));
    expect(row!.role).toBe('owner');
  });

  it('inviting a member again is CONFLICT ALREADY_MEMBER with the address', async () => {
    const org = await orgWithPeople(db);
    await expect(
      inviteMember({
        db,
        domain: testDomain,
        organizationId: org.organizationId,
        email: org.member.email.toUpperCase(),
        role: 'member',
        actor: as(org.owner),
        actorRole: 'owner',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', details: { reason: 'ALREADY_MEMBER', email: org.member.email } });
  });

  it('a cancelled invitation stops working; cancelling it again is NOT_FOUND INVITATION_NOT_PENDING', async () => {
    const org = await orgWithPeople(db);
    const invitee = await createUser(db, { email: 'diundang@example.com' });
    const sent = await inviteMember({
      db,
      domain: testDomain,
      organizationId: org.organizationId,
      email: invitee.email,
      role: 'admin',
      actor: as(org.admin),
      actorRole: 'admin',
    });
    const cancel = () =>
      revokeInvitation({ db, organizationId: org.organizationId, invitationId: sent.id, actor: as(org.admin) });
    await expect(cancel()).resolves.toEqual({ id: sent.id, status: 'canceled' });
    const [row] = await db.select().from(invitation).where(eq(invitation.id, sent.id));
    expect(row!.status).toBe('canceled');
    expect(await lastAudit(org.organizationId)).toMatchObject({ action: 'organization.invitation_revoke' });
    await expect(dashboardAs(db, invitee).account.acceptInvitation({ invitationId: sent.id })).rejects.toBeTruthy();
    expect(await memberIdOf(org, invitee.id)).toBeUndefined();
    await expect(cancel()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      details: { reason: 'INVITATION_NOT_PENDING' },
    });
  });
});
