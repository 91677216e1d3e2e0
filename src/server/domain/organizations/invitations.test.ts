import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, invitation, mailOutbox, member, user } from '~/server/db/schema';
import { setClockOffset } from '~/server/domain/clock';
import { createUser, dashboardAs } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';

await useFileDatabase('aos_invitations');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const application = {
  name: 'PT Undangan',
  companyName: 'PT Undangan Nusantara',
  website: 'https://undangan.id',
  useCase: 'Agen memesan review kontrak',
  expectedVolume: '10 order/bulan',
};

async function orgWithOwner() {
  const owner = await createUser(db);
  const org = await dashboardAs(db, owner).account.createOrganization(application);
  return { owner, orgId: org.id };
}
const membersOf = async (orgId: string) =>
  (await db.select({ userId: member.userId, role: member.role }).from(member).where(eq(member.organizationId, orgId)))
    .map((m) => `${m.userId}:${m.role}`)
    .sort();
const mailTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('invitations are accepted, never implied', () => {
  it('inviting an address that already has an account grants nothing until its verified owner accepts', async () => {
    const { owner, orgId } = await orgWithOwner();
    const cfo = await createUser(db, { email: `cfo-${Date.now()}@company.example` });
    const invite = await dashboardAs(db, owner).org.members.invite({
      organizationId: orgId,
      email: cfo.email.toUpperCase(),
      role: 'admin',
    });
    expect(invite).toMatchObject({ kind: 'invitation', id: expect.stringMatching(/^ivt_/), role: 'admin' });
    expect(await membersOf(orgId)).toEqual([`${owner.id}:owner`]);
    const [mail] = await mailTo(cfo.email);
    expect(mail).toMatchObject({ kind: 'invitation', status: 'queued' });
    expect(mail!.links).toEqual([expect.stringMatching(new RegExp(`/undangan/${invite.id}$`))]);
    expect(await dashboardAs(db, cfo).account.invitations()).toEqual([
      expect.objectContaining({ id: invite.id, organization_name: 'PT Undangan', role: 'admin' }),
    ]);

    await expect(dashboardAs(db, cfo).account.acceptInvitation({ invitationId: invite.id })).resolves.toEqual({
      organization_id: orgId,
      role: 'admin',
    });
    expect(await membersOf(orgId)).toEqual([`${cfo.id}:admin`, `${owner.id}:owner`].sort());
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invite.id));
    expect(row!.status).toBe('accepted');
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orgId), eq(auditLog.action, 'organization.invitation_accept')));
    expect(audit).toHaveLength(1);
    // A used link cannot be used again.
    await expect(dashboardAs(db, cfo).account.acceptInvitation({ invitationId: invite.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('someone who signs up first with the invited address gets nothing: no membership at sign-up, none while unverified', async () => {
    const { owner, orgId } = await orgWithOwner();
    const email = `cfo-takeover-${Date.now()}@company.example`;
    const invite = await dashboardAs(db, owner).org.members.invite({ organizationId: orgId, email, role: 'admin' });
    const { getAuth } = await import('~/server/auth/auth');
    const signedUp = await (
      await getAuth()
    ).api.signUpEmail({ body: { email, password: 'rahasia-123', name: 'Penyerang' } });
    expect(signedUp.token).toBeNull();
    expect(await membersOf(orgId)).toEqual([`${owner.id}:owner`]);
    const attacker = {
      id: signedUp.user.id,
      name: 'Penyerang',
      email,
      platformRole: null,
      locale: 'id',
      twoFactorEnabled: false,
    };
    await expect(dashboardAs(db, attacker).account.acceptInvitation({ invitationId: invite.id })).rejects.toMatchObject(
      { code: 'FORBIDDEN' },
    );
    expect(await dashboardAs(db, attacker).account.invitations()).toEqual([]);
    expect(await membersOf(orgId)).toEqual([`${owner.id}:owner`]);
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invite.id));
    expect(row!.status).toBe('pending');
    expect((await mailTo(email)).map((m) => m.kind).sort()).toEqual(['invitation', 'verify_email']);
  });

  it("another person's session cannot accept or decline it, even holding the link", async () => {
    const { owner, orgId } = await orgWithOwner();
    const invite = await dashboardAs(db, owner).org.members.invite({
      organizationId: orgId,
      email: `x-${Date.now()}@company.example`,
      role: 'member',
    });
    const stranger = await createUser(db);
    await expect(dashboardAs(db, stranger).account.acceptInvitation({ invitationId: invite.id })).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    );
    await expect(
      dashboardAs(db, stranger).account.declineInvitation({ invitationId: invite.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await membersOf(orgId)).toEqual([`${owner.id}:owner`]);
  });

  it('the invitee may decline; owners see and revoke pending ones; expired ones cannot be accepted', async () => {
    const { owner, orgId } = await orgWithOwner();
    const [a, b, c] = [await createUser(db), await createUser(db), await createUser(db)];
    const as = dashboardAs(db, owner).org.members;
    const ia = await as.invite({ organizationId: orgId, email: a.email, role: 'member' });
    const ib = await as.invite({ organizationId: orgId, email: b.email, role: 'member' });
    const ic = await as.invite({ organizationId: orgId, email: c.email, role: 'member' });
    expect((await as.list({ organizationId: orgId })).invitations.map((i) => i.id).sort()).toEqual(
      [ia.id, ib.id, ic.id].sort(),
    );

    await expect(dashboardAs(db, a).account.declineInvitation({ invitationId: ia.id })).resolves.toMatchObject({
      status: 'rejected',
    });
    await expect(as.revokeInvitation({ organizationId: orgId, invitationId: ib.id })).resolves.toMatchObject({
      status: 'canceled',
    });
    await expect(dashboardAs(db, b).account.acceptInvitation({ invitationId: ib.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await as.list({ organizationId: orgId })).invitations.map((i) => i.id)).toEqual([ic.id]);

    setClockOffset(8 * 24 * 3600_000);
    try {
      await expect(dashboardAs(db, c).account.acceptInvitation({ invitationId: ic.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    } finally {
      setClockOffset(0);
    }
    expect(await membersOf(orgId)).toEqual([`${owner.id}:owner`]);
  });

  it("members cannot revoke, and an organization cannot revoke another one's invitation", async () => {
    const first = await orgWithOwner();
    const second = await orgWithOwner();
    const invite = await dashboardAs(db, first.owner).org.members.invite({
      organizationId: first.orgId,
      email: `y-${Date.now()}@company.example`,
      role: 'member',
    });
    await expect(
      dashboardAs(db, second.owner).org.members.revokeInvitation({
        organizationId: second.orgId,
        invitationId: invite.id,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const [row] = await db.select().from(invitation).where(eq(invitation.id, invite.id));
    expect(row!.status).toBe('pending');
  });

  it('inviting an existing member is a conflict and sends nothing', async () => {
    const { owner, orgId } = await orgWithOwner();
    const [me] = await db.select({ email: user.email }).from(user).where(eq(user.id, owner.id));
    await expect(
      dashboardAs(db, owner).org.members.invite({ organizationId: orgId, email: me!.email, role: 'member' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await mailTo(me!.email)).toEqual([]);
  });
});
