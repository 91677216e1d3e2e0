// Two-factor (TOTP) over HTTP against the production server: enrolment, the sign-in's code step, recovery
// codes (once each), removal; staff and organization procedures refused without a second factor; every
// change in the audit log and mailed to the person without a code or the secret.
import { and, asc, eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '~/server/db/client';
import { auditLog, mailOutbox, member, organization, user } from '~/server/db/schema';
import { newId, randomBase62 } from '~/server/domain/ids';
import type { AppServer } from '~/test/app-server';
import { clientAddresses, startProxiedApp } from '~/test/proxied-app';
import { sessionCookie, signUpVerified } from '~/test/accounts';

const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
/** The app behind a proxy it trusts, so each call can come from its own client address (rate limits). */
let app: AppServer;
const viaProxy = clientAddresses('203.0.113');

beforeAll(async () => {
  app = await startProxiedApp(appDatabaseUrl);
});
afterAll(async () => {
  await app?.stop();
  await handle.sql.end();
});

const PASSWORD = 'rahasia-dua-faktor-1';
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function auth(path: string, body: unknown, cookie?: string) {
  return fetch(`${app.baseUrl}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, ...viaProxy(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** The cookie pair named `name` that a response sets (not an expiring one). */
function setCookie(res: Response, name: string): string | null {
  const found = res.headers.getSetCookie().find((c) => c.includes(`${name}=`) && !/max-age=0/i.test(c));
  return found ? found.split(';')[0]! : null;
}

async function trpc(path: string, cookie: string, input?: unknown, mutation = false) {
  const url = `${app.baseUrl}/api/trpc/${path}${!mutation && input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : ''}`;
  const res = await fetch(url, {
    method: mutation ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie },
    ...(mutation ? { body: JSON.stringify(input) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { error?: { data?: { details?: { reason?: string } } } } };
}

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get('secret')!;
const codeOf = (secret: string) => generate({ secret });

/** Signs up verified and turns TOTP on with the API the page uses; returns the session, secret and codes. */
async function enrolled(name: string) {
  const email = unique(name);
  let cookie = await signUpVerified(app.baseUrl, db, { email, password: PASSWORD, name }, viaProxy());
  const enable = await auth('/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  const confirmed = await auth('/two-factor/verify-totp', { code: await codeOf(secret) }, cookie);
  expect(confirmed.status).toBe(200);
  cookie = sessionCookie(confirmed) ?? cookie;
  const [row] = await db.select().from(user).where(eq(user.email, email));
  return { email, id: row!.id, cookie, secret, backupCodes };
}

/** Password step: the answer and the pending-sign-in cookie. */
async function passwordStep(email: string) {
  const res = await auth('/sign-in/email', { email, password: PASSWORD });
  return { res, body: (await res.json()) as Record<string, unknown>, pending: setCookie(res, 'two_factor') };
}

const auditOf = (userId: string) =>
  db
    .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), like(auditLog.action, 'two_factor.%')))
    .orderBy(asc(auditLog.id));
const mailsOf = (email: string) =>
  db
    .select({ subject: mailOutbox.subject, text: mailOutbox.bodyText })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.kind, 'two_factor')))
    .orderBy(asc(mailOutbox.createdAt));

describe('enrolment', () => {
  it('needs the current password, then a correct code; audited and mailed once, without secret or codes', async () => {
    const email = unique('enrol');
    const cookie = await signUpVerified(app.baseUrl, db, { email, password: PASSWORD, name: 'Enrol' }, viaProxy());
    const wrongPassword = await auth('/two-factor/enable', { password: 'bukan-sandinya' }, cookie);
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD' });

    const enable = await auth('/two-factor/enable', { password: PASSWORD }, cookie);
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Agent%20Order%20Service:.*issuer=Agent\+Order\+Service/);
    expect(backupCodes).toHaveLength(10);
    const [pending] = await db.select().from(user).where(eq(user.email, email));
    expect(pending!.twoFactorEnabled).toBe(false);

    const wrongCode = await auth('/two-factor/verify-totp', { code: '000000' }, cookie);
    expect(wrongCode.status).toBe(401);
    expect(await wrongCode.json()).toMatchObject({ code: 'INVALID_CODE' });
    const confirmed = await auth('/two-factor/verify-totp', { code: await codeOf(secretOf(totpURI)) }, cookie);
    expect(confirmed.status).toBe(200);
    const [on] = await db.select().from(user).where(eq(user.email, email));
    expect(on!.twoFactorEnabled).toBe(true);

    expect(await auditOf(on!.id)).toEqual([{ action: 'two_factor.enrolled', actorId: on!.id, details: {} }]);
    const mails = await mailsOf(email);
    expect(mails.map((m) => m.subject)).toEqual(['Verifikasi dua langkah diaktifkan di akun Anda']);
    expect(mails[0]!.text).not.toContain(secretOf(totpURI));
    for (const code of backupCodes) expect(mails[0]!.text).not.toContain(code);
  });
});

describe('sign-in with a second factor', () => {
  it('a correct password answers twoFactorRedirect without a session; a wrong code is refused, the right one signs in', async () => {
    const person = await enrolled('signin');
    const { res, body, pending } = await passwordStep(person.email);
    expect(res.status).toBe(200);
    expect(body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(sessionCookie(res)).toBeNull();
    expect(pending).not.toBeNull();

    const wrong = await auth('/two-factor/verify-totp', { code: '000000' }, pending!);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(sessionCookie(wrong)).toBeNull();

    // No "remember this device": the code is asked at every sign-in.
    const trusted = await auth(
      '/two-factor/verify-totp',
      { code: await codeOf(person.secret), trustDevice: true },
      pending!,
    );
    expect(trusted.status).toBe(400);
    expect(await trusted.json()).toMatchObject({ code: 'TRUST_DEVICE_NOT_OFFERED' });
    expect(trusted.headers.getSetCookie().some((c) => c.includes('trust_device='))).toBe(false);

    const right = await auth('/two-factor/verify-totp', { code: await codeOf(person.secret) }, pending!);
    expect(right.status).toBe(200);
    const session = sessionCookie(right);
    expect(session).not.toBeNull();
    const me = await fetch(`${app.baseUrl}/api/auth/get-session`, { headers: { cookie: session! } });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(person.email);
    // A sign-in is not a new enrolment.
    expect((await auditOf(person.id)).map((a) => a.action)).toEqual(['two_factor.enrolled']);
  });

  it('a recovery code signs in once: the second use is refused; its use is audited and mailed', async () => {
    const person = await enrolled('recovery');
    const code = person.backupCodes[0]!;
    const first = await passwordStep(person.email);
    const used = await auth('/two-factor/verify-backup-code', { code }, first.pending!);
    expect(used.status).toBe(200);
    expect(sessionCookie(used)).not.toBeNull();

    const second = await passwordStep(person.email);
    const again = await auth('/two-factor/verify-backup-code', { code }, second.pending!);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect(sessionCookie(again)).toBeNull();

    expect(await auditOf(person.id)).toEqual([
      { action: 'two_factor.enrolled', actorId: person.id, details: {} },
      { action: 'two_factor.recovery_code_used', actorId: person.id, details: { remaining: 9 } },
    ]);
    const mails = await mailsOf(person.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verifikasi dua langkah diaktifkan di akun Anda',
      'Kode pemulihan dipakai untuk masuk ke akun Anda',
    ]);
    expect(mails[1]!.text).toContain('sisa kode pemulihan: 9');
    expect(mails[1]!.text).not.toContain(code);
  });

  it('new recovery codes and removal need the password; both are audited and mailed', async () => {
    const person = await enrolled('remove');
    expect((await auth('/two-factor/generate-backup-codes', { password: 'salah-salah' }, person.cookie)).status).toBe(
      400,
    );
    const fresh = await auth('/two-factor/generate-backup-codes', { password: PASSWORD }, person.cookie);
    expect(fresh.status).toBe(200);
    const { backupCodes } = (await fresh.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(person.backupCodes[0]);

    expect((await auth('/two-factor/disable', { password: 'salah-salah' }, person.cookie)).status).toBe(400);
    const off = await auth('/two-factor/disable', { password: PASSWORD }, person.cookie);
    expect(off.status).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.id, person.id));
    expect(row!.twoFactorEnabled).toBe(false);
    const { body } = await passwordStep(person.email);
    expect(body).not.toHaveProperty('twoFactorRedirect');

    expect((await auditOf(person.id)).map((a) => a.action)).toEqual([
      'two_factor.enrolled',
      'two_factor.recovery_codes_regenerated',
      'two_factor.removed',
    ]);
    expect((await mailsOf(person.email)).map((m) => m.subject)).toEqual([
      'Verifikasi dua langkah diaktifkan di akun Anda',
      'Kode pemulihan baru dibuat untuk akun Anda',
      'Verifikasi dua langkah dinonaktifkan di akun Anda',
    ]);
  });

  it('answers only the enabled two-factor paths: the TOTP address and mailed codes are not served', async () => {
    const person = await enrolled('paths');
    for (const path of ['/two-factor/get-totp-uri', '/two-factor/send-otp', '/two-factor/verify-otp']) {
      const res = await auth(path, { password: PASSWORD, code: '123456' }, person.cookie);
      expect([404, 405], path).toContain(res.status);
    }
  });
});

describe('staff need a second factor', () => {
  it('refuses every staff procedure before enrolment and allows it after signing in with a code', async () => {
    const email = unique('fin');
    const cookie = await signUpVerified(app.baseUrl, db, { email, password: PASSWORD, name: 'Fina' }, viaProxy());
    await db.update(user).set({ platformRole: 'finance' }).where(eq(user.email, email));
    const before = await trpc('staff.finance.transfers.list', cookie);
    expect(before.status).toBe(403);
    expect(before.body.error?.data?.details?.reason).toBe('TWO_FACTOR_REQUIRED');

    const enable = await auth('/two-factor/enable', { password: PASSWORD }, cookie);
    const { totpURI } = (await enable.json()) as { totpURI: string };
    const confirmed = await auth('/two-factor/verify-totp', { code: await codeOf(secretOf(totpURI)) }, cookie);
    const { pending } = await passwordStep(email);
    const signedIn = await auth('/two-factor/verify-totp', { code: await codeOf(secretOf(totpURI)) }, pending!);
    for (const session of [sessionCookie(confirmed)!, sessionCookie(signedIn)!]) {
      const after = await trpc('staff.finance.transfers.list', session);
      expect(after.status).toBe(200);
    }
  });
});

describe("an organization's requirement", () => {
  it('an owner with a factor turns it on (audited); an owner without one cannot; a member without one is refused by procedures and pages', async () => {
    const owner = await enrolled('owner');
    const memberEmail = unique('member');
    const memberCookie = await signUpVerified(
      app.baseUrl,
      db,
      { email: memberEmail, password: PASSWORD, name: 'Member' },
      viaProxy(),
    );
    const coOwnerEmail = unique('coowner');
    const coOwnerCookie = await signUpVerified(
      app.baseUrl,
      db,
      { email: coOwnerEmail, password: PASSWORD, name: 'Co-owner' },
      viaProxy(),
    );
    const [memberRow] = await db.select().from(user).where(eq(user.email, memberEmail));
    const [coOwnerRow] = await db.select().from(user).where(eq(user.email, coOwnerEmail));
    const orgId = newId('organization');
    await db.insert(organization).values({ id: orgId, name: 'PT Dua Faktor', slug: orgId, status: 'approved' });
    await db.insert(member).values([
      { id: `mem_${randomBase62(24)}`, organizationId: orgId, userId: owner.id, role: 'owner' },
      { id: `mem_${randomBase62(24)}`, organizationId: orgId, userId: coOwnerRow!.id, role: 'owner' },
      { id: `mem_${randomBase62(24)}`, organizationId: orgId, userId: memberRow!.id, role: 'member' },
    ]);
    expect((await trpc('org.overview', memberCookie, { organizationId: orgId })).status).toBe(200);

    // An owner without a factor of their own cannot turn it on (they would lock themselves out).
    const refusedOwner = await trpc(
      'org.setTwoFactorRequirement',
      coOwnerCookie,
      { organizationId: orgId, required: true },
      true,
    );
    expect(refusedOwner.status).toBe(403);
    expect(refusedOwner.body.error?.data?.details?.reason).toBe('TWO_FACTOR_REQUIRED');
    const on = await trpc('org.setTwoFactorRequirement', owner.cookie, { organizationId: orgId, required: true }, true);
    expect(on.status).toBe(200);
    const [audit] = await db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, orgId), eq(auditLog.action, 'organization.require_two_factor')));
    expect(audit).toEqual({
      action: 'organization.require_two_factor',
      actorId: owner.id,
      details: { from: false, to: true },
    });

    const refused = await trpc('org.overview', memberCookie, { organizationId: orgId });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.data?.details?.reason).toBe('TWO_FACTOR_REQUIRED');
    const page = await fetch(`${app.baseUrl}/org/${orgId}`, { headers: { cookie: memberCookie }, redirect: 'manual' });
    expect(page.headers.get('location') ?? (await page.text())).toContain('/akun/dua-faktor?wajib=org');
    expect((await trpc('org.overview', owner.cookie, { organizationId: orgId })).status).toBe(200);
  });
});
