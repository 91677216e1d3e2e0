import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { invitation, member } from '~/server/db/schema';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { orgWithPeople, organizationState, type OrgSetup } from './org-test-setup';

await useFileDatabase('aos_org_members');

let db: Db;
let org: OrgSetup;
beforeAll(async () => {
  db = await getDb();
  org = await orgWithPeople(db);
});

const ids = () => ({ organizationId: org.organizationId });
const memberId = async (userId: string) =>
  (
    await db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, org.organizationId), eq(member.userId, userId)))
  )[0]!.id;

describe('members', () => {
  it('lists members with their role for every member', async () => {
    const list = await dashboardAs(db, org.member).org.members.list(ids());
    expect(list.members.map((m) => [m.name, m.role])).toEqual([
      ['Olivia Owner', 'owner'],
      ['Adi Admin', 'admin'],
      ['Mira Member', 'member'],
    ]);
  });

  it('inviting someone with an account grants nothing until they accept; then a new invitation is a conflict', async () => {
    const person = await createUser(db, { email: 'dewi@example.com', name: 'Dewi' });
    const result = await dashboardAs(db, org.admin).org.members.invite({
      ...ids(),
      email: 'Dewi@Example.com',
      role: 'member',
    });
    expect(result).toMatchObject({ kind: 'invitation', role: 'member', email: 'dewi@example.com' });
    await expect(dashboardAs(db, person).org.overview(ids())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await dashboardAs(db, person).account.acceptInvitation({ invitationId: result.id });
    await expect(dashboardAs(db, person).org.overview(ids())).resolves.toMatchObject({ role: 'member' });
    await expect(
      dashboardAs(db, org.admin).org.members.invite({ ...ids(), email: 'dewi@example.com', role: 'admin' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('inviting an unknown e-mail keeps one pending invitation (refreshed when repeated)', async () => {
    await dashboardAs(db, org.owner).org.members.invite({ ...ids(), email: 'calon@example.com', role: 'member' });
    const again = await dashboardAs(db, org.owner).org.members.invite({
      ...ids(),
      email: 'calon@example.com',
      role: 'admin',
    });
    expect(again).toMatchObject({ kind: 'invitation', email: 'calon@example.com', role: 'admin' });
    const rows = await db
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, org.organizationId), eq(invitation.email, 'calon@example.com')));
    expect(rows.map((r) => [r.email, r.role, r.status, r.inviterId])).toEqual([
      ['calon@example.com', 'admin', 'pending', org.owner.id],
    ]);
    const list = await dashboardAs(db, org.member).org.members.list(ids());
    expect(list.invitations).toEqual([expect.objectContaining({ email: 'calon@example.com', role: 'admin' })]);
  });

  it('refuses an invalid e-mail with the form’s schema', async () => {
    await expect(
      dashboardAs(db, org.admin).org.members.invite({ ...ids(), email: 'bukan-email', role: 'member' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('an admin changes a member to admin and back', async () => {
    const id = await memberId(org.member.id);
    await expect(
      dashboardAs(db, org.admin).org.members.setRole({ ...ids(), memberId: id, role: 'admin' }),
    ).resolves.toEqual({ id, role: 'admin' });
    await dashboardAs(db, org.admin).org.members.setRole({ ...ids(), memberId: id, role: 'member' });
    await expect(dashboardAs(db, org.member).org.setThreshold({ ...ids(), thresholdIdr: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('only an owner grants or changes the owner role; admins are refused and nothing changes', async () => {
    const before = await organizationState(db, org.organizationId);
    await expect(
      dashboardAs(db, org.admin).org.members.setRole({
        ...ids(),
        memberId: await memberId(org.member.id),
        role: 'owner',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      dashboardAs(db, org.admin).org.members.setRole({
        ...ids(),
        memberId: await memberId(org.owner.id),
        role: 'member',
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      dashboardAs(db, org.admin).org.members.invite({ ...ids(), email: 'pemilik@example.com', role: 'owner' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await organizationState(db, org.organizationId)).toEqual(before);
  });

  it('the last owner cannot step down; with a second owner they can', async () => {
    const ownerRow = await memberId(org.owner.id);
    await expect(
      dashboardAs(db, org.owner).org.members.setRole({ ...ids(), memberId: ownerRow, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await dashboardAs(db, org.owner).org.members.setRole({
      ...ids(),
      memberId: await memberId(org.admin.id),
      role: 'owner',
    });
    await expect(
      dashboardAs(db, org.owner).org.members.setRole({ ...ids(), memberId: ownerRow, role: 'admin' }),
    ).resolves.toEqual({ id: ownerRow, role: 'admin' });
  });

  it('a member id of another organization is NOT_FOUND', async () => {
    const other = await orgWithPeople(db);
    const foreign = (await db.select().from(member).where(eq(member.organizationId, other.organizationId)))[0]!.id;
    await expect(
      dashboardAs(db, org.admin).org.members.setRole({ ...ids(), memberId: foreign, role: 'admin' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
