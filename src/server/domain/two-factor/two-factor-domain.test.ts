// The domain side of two-factor: an enrolment is recorded once, mails follow the person's language, staff
// remove a lost factor (sessions end), and an organization's requirement is audited.
import { testDomain } from '~/test/domain-context';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrolKnownTotpSecret } from '~/server/auth/enrol-totp';
import { getDb, type Db } from '~/server/db/client';
import { auditLog, mailOutbox, session, twoFactor, user } from '~/server/db/schema';
import { createOrganization } from '~/server/domain/organizations/create-organization';
import { randomBase62 } from '~/server/domain/ids';
import { DEMO_TOTP_SECRET } from '~/server/demo/demo-totp';
import { createUser } from '~/test/dashboard';
import { useFileDatabase } from '~/test/file-database';
import { recordTwoFactorEvent } from './record-two-factor-event';
import { removeSecondFactor } from './remove-second-factor';
import { setOrganizationTwoFactorRequirement } from './set-organization-two-factor';

await useFileDatabase('aos_two_factor');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

const CLI = { type: 'cli' as const, id: 'ops-tester' };
const audits = (targetId: string) =>
  db
    .select({ action: auditLog.action, actorType: auditLog.actorType, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), like(auditLog.action, '%two_factor%')))
    .orderBy(asc(auditLog.id));
const mails = (email: string) =>
  db
    .select({ subject: mailOutbox.subject, text: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(asc(mailOutbox.createdAt));

describe('two-factor events', () => {
  it('records an enrolment once (a sign-in code is not one), in the English mail of an English-speaking person', async () => {
    const person = await createUser(db);
    // better-auth turns the flag on when the first code confirms the factor; the event follows.
    await db.update(user).set({ locale: 'en', twoFactorEnabled: true }).where(eq(user.id, person.id));
    expect(await recordTwoFactorEvent({ db, domain: testDomain, userId: person.id, event: 'enrolled' })).toEqual({
      recorded: true,
    });
    expect(await recordTwoFactorEvent({ db, domain: testDomain, userId: person.id, event: 'enrolled' })).toEqual({
      recorded: false,
    });
    expect(await audits(person.id)).toEqual([{ action: 'two_factor.enrolled', actorType: 'user', actorId: person.id }]);
    const [mail] = await mails(person.email);
    expect(mail!.subject).toBe('Two-step verification was turned on for your account');
    expect(mail!.text).toContain('/akun/dua-faktor');
  });

  it('staff remove a lost factor: the row, the flag and every session go; audited as the CLI, mailed', async () => {
    const person = await createUser(db, { platformRole: 'finance' });
    await enrolKnownTotpSecret(db, testDomain, person.id, DEMO_TOTP_SECRET, CLI);
    await db.insert(session).values({
      id: randomBase62(24),
      token: randomBase62(32),
      userId: person.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await removeSecondFactor({ db, domain: testDomain, email: person.email.toUpperCase(), actor: CLI })).toEqual(
      {
        email: person.email,
        removed: true,
      },
    );
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, person.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
    const [row] = await db.select().from(user).where(eq(user.id, person.id));
    expect(row!.twoFactorEnabled).toBe(false);
    expect(await audits(person.id)).toEqual([
      { action: 'two_factor.enrolled', actorType: 'cli', actorId: 'ops-tester' },
      { action: 'two_factor.removed', actorType: 'cli', actorId: 'ops-tester' },
    ]);
    expect((await mails(person.email)).map((m) => m.subject)).toEqual([
      'Verifikasi dua langkah diaktifkan di akun Anda',
      'Verifikasi dua langkah dinonaktifkan di akun Anda',
    ]);
    expect(await removeSecondFactor({ db, domain: testDomain, email: person.email, actor: CLI })).toEqual({
      email: person.email,
      removed: false,
    });
    await expect(
      removeSecondFactor({ db, domain: testDomain, email: 'tidak-ada@example.com', actor: CLI }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe("an organization's requirement", () => {
  it('an owner without a factor cannot turn it on; with one (or the CLI) it is set and audited once per change', async () => {
    const org = await createOrganization({ db, name: 'PT Wajib Dua Faktor', status: 'approved' });
    const owner = await createUser(db);
    await expect(
      setOrganizationTwoFactorRequirement({
        db,
        organizationId: org.id,
        required: true,
        actor: { type: 'user', id: owner.id },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', details: { reason: 'TWO_FACTOR_REQUIRED' } });
    await enrolKnownTotpSecret(db, testDomain, owner.id, DEMO_TOTP_SECRET);
    const ownerActor = { type: 'user' as const, id: owner.id };
    await setOrganizationTwoFactorRequirement({ db, organizationId: org.id, required: true, actor: ownerActor });
    await setOrganizationTwoFactorRequirement({ db, organizationId: org.id, required: true, actor: ownerActor });
    await setOrganizationTwoFactorRequirement({ db, organizationId: org.id, required: false, actor: CLI });
    expect(await audits(org.id)).toEqual([
      { action: 'organization.require_two_factor', actorType: 'user', actorId: owner.id },
      { action: 'organization.require_two_factor', actorType: 'cli', actorId: 'ops-tester' },
    ]);
  });
});
