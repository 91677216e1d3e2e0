import { testDomain } from '~/test/domain-context';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from '~/server/auth/auth';
import { getDb, type Db } from '~/server/db/client';
import { mailOutbox, member, organization, user } from '~/server/db/schema';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { getMe } from '~/server/domain/people/get-me';
import { useFileDatabase } from '~/test/file-database';
import { DEMO_TOTP_SECRET, totpCode } from './demo-totp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed-demo';

await useFileDatabase('aos_demo');
let db: Db;
beforeAll(async () => {
  db = await getDb();
});

describe('demo seed', () => {
  it('creates the README accounts on an empty database, once', async () => {
    expect(await seedDemo(db, { domain: testDomain, staffTotp: true })).toEqual({ seeded: true });
    const auth = await getAuth();
    for (const email of [DEMO_ACCOUNTS.owner, ...DEMO_ACCOUNTS.practitioners]) {
      const session = await auth.api.signInEmail({ body: { email, password: DEMO_PASSWORD } });
      expect(session.user.email).toBe(email);
    }
    // Staff: the password step asks for the code, and the code of the README's secret signs them in.
    for (const email of [DEMO_ACCOUNTS.operator, DEMO_ACCOUNTS.finance]) {
      const password = await auth.api.signInEmail({ body: { email, password: DEMO_PASSWORD }, asResponse: true });
      expect(await password.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
      const cookie = password.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.includes('two_factor='))!;
      const signedIn = await auth.api.verifyTOTP({
        body: { code: totpCode(DEMO_TOTP_SECRET).code },
        headers: new Headers({ cookie }),
      });
      expect(signedIn.user.email).toBe(email);
    }
    const [operator] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.operator));
    expect(operator!.platformRole).toBe('operator');
    const [owner] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.owner));
    const me = await getMe({ db, userId: owner!.id });
    expect(me.memberships).toEqual([expect.objectContaining({ role: 'owner', status: 'approved' })]);
    expect(await ledgerBalance(db, 'deposit', me.memberships[0]!.organizationId)).toBe(50_000_000);
    const [rina] = await db.select().from(user).where(eq(user.email, DEMO_ACCOUNTS.practitioners[0]));
    expect((await getMe({ db, userId: rina!.id })).practitionerId).toMatch(/^prac_/);

    // The seed's own mails wait for nobody: settled as logged (readable with `ops mail`), none queued to print.
    const mails = await db.select({ to: mailOutbox.toAddress, status: mailOutbox.status }).from(mailOutbox);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((m) => m.status !== 'logged')).toEqual([]);

    expect(await seedDemo(db, { domain: testDomain, staffTotp: true })).toEqual({ seeded: false });
    expect(await db.select().from(organization)).toHaveLength(1);
    expect(await db.select().from(member)).toHaveLength(1);
  });
});
