// Accounts over HTTP, against the production server (src/cli/web-server.ts in front of Next), tried as an
// attacker would: sign-up probing, forged client addresses, password guessing, plugin routes, cookies.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '~/server/db/client';
import { mailOutbox, member, organization, signInThrottle, user } from '~/server/db/schema';
import type { AppServer } from '~/test/app-server';
import { startProxiedApp } from '~/test/proxied-app';
import { confirmMailedAddress, mailedLink, sessionCookie, signUpVerified } from '~/test/accounts';

const baseUrl = inject('baseUrl');
const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
/** The same app behind a proxy it trusts (127.0.0.1): X-Forwarded-For then names the client. */
let proxied: AppServer;
let ip = 0;
/** A distinct client address per call, through the trusted proxy (each gets its own rate-limit bucket). */
const viaProxy = (extra: Record<string, string> = {}) => ({
  'x-forwarded-for': `198.51.100.${(ip = (ip % 250) + 1)}`,
  ...extra,
});

beforeAll(async () => {
  proxied = await startProxiedApp(appDatabaseUrl);
});
afterAll(async () => {
  await proxied?.stop();
  await handle.sql.end();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify(body),
  });
}

describe('sign-up and verification', () => {
  it('answers a new and an existing address the same way, with no session, and mails each accordingly', async () => {
    const existing = unique('ada');
    await signUpVerified(proxied.baseUrl, db, { email: existing, password: 'rahasia-lama-1', name: 'Ada' }, viaProxy());
    const fresh = unique('baru');
    const a = await post(
      proxied.baseUrl,
      '/sign-up/email',
      { email: fresh, password: 'rahasia-baru-1', name: 'Baru' },
      viaProxy(),
    );
    const b = await post(
      proxied.baseUrl,
      '/sign-up/email',
      { email: existing, password: 'rahasia-baru-1', name: 'Baru' },
      viaProxy(),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    const [ja, jb] = [await a.json(), await b.json()];
    expect(ja.token).toBeNull();
    expect(jb.token).toBeNull();
    expect(Object.keys(jb.user).sort()).toEqual(Object.keys(ja.user).sort());
    expect(jb.user).toMatchObject({ email: existing, emailVerified: false });
    expect([sessionCookie(a), sessionCookie(b)]).toEqual([null, null]);
    const kinds = async (to: string) =>
      (await db.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.toAddress, to)))
        .map((m) => m.kind)
        .sort();
    expect(await kinds(fresh)).toEqual(['verify_email']);
    expect(await kinds(existing)).toEqual(['signup_existing', 'verify_email']);
  });

  it('an unconfirmed account has no password; the mailed link opens /konfirmasi, where the password is chosen and the person signed in', async () => {
    const email = unique('verif');
    expect(
      (await post(proxied.baseUrl, '/sign-up/email', { email, password: 'rahasia-123', name: 'Verif' }, viaProxy()))
        .status,
    ).toBe(200);
    const refused = await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-123' }, viaProxy());
    expect(refused.status).toBe(401);
    expect(sessionCookie(refused)).toBeNull();
    const link = new URL(await mailedLink(db, email, 'verify_email'));
    expect(link.pathname).toBe('/konfirmasi');
    // better-auth's own verification route is not served: its JWT link would confirm without a password choice.
    expect((await fetch(`${proxied.baseUrl}/api/auth/verify-email?token=x`, { headers: viaProxy() })).status).toBe(404);
    const verified = await confirmMailedAddress(proxied.baseUrl, db, { email, password: 'pilihan-123' }, viaProxy());
    expect(verified.status).toBe(200);
    const cookie = sessionCookie(verified);
    expect(cookie).not.toBeNull();
    const session = await fetch(`${proxied.baseUrl}/api/auth/get-session`, {
      headers: { cookie: cookie!, ...viaProxy() },
    });
    expect((await session.json()).user).toMatchObject({ email, emailVerified: true });
    expect((await post(proxied.baseUrl, '/sign-in/email', { email, password: 'pilihan-123' }, viaProxy())).status).toBe(
      200,
    );
  });
});

describe('the confirmation link sent again from sign-in', () => {
  const verifyMails = async (to: string) =>
    (
      await db
        .select({ links: mailOutbox.links })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'verify_email')))
        .orderBy(asc(mailOutbox.createdAt))
    ).map((m) => new URL(m.links[0]!));

  it('returns to the same page as the sign-up link, voids the earlier link, and answers alike for any address', async () => {
    const email = unique('ulang');
    expect(
      (
        await post(
          proxied.baseUrl,
          '/sign-up/email',
          { email, password: 'rahasia-123', name: 'Ulang', callbackURL: '/dashboard' },
          viaProxy(),
        )
      ).status,
    ).toBe(200);
    const resent = await post(
      proxied.baseUrl,
      '/send-verification-email',
      { email, callbackURL: '/dashboard' },
      viaProxy(),
    );
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ status: true });
    const [fromSignUp, fromSignIn] = await verifyMails(email);
    expect(fromSignIn!.pathname).toBe('/konfirmasi');
    expect(fromSignIn!.searchParams.get('next')).toBe('/dashboard');
    expect(fromSignUp!.searchParams.get('next')).toBe(fromSignIn!.searchParams.get('next'));
    // Only the newest link opens the password choice.
    const page = async (link: URL) => (await fetch(`${proxied.baseUrl}${link.pathname}${link.search}`)).text();
    expect(await page(fromSignUp!)).toContain('Tautan konfirmasi ini tidak berlaku lagi');
    expect(await page(fromSignIn!)).toContain('Pilih kata sandi akun Anda');

    // Without a return path (an older client, a hand-made request) the link still leads to the dashboard, not `/`.
    await post(proxied.baseUrl, '/send-verification-email', { email }, viaProxy());
    expect((await verifyMails(email)).at(-1)!.searchParams.get('next')).toBeNull();

    // An unknown and a confirmed address get the same answer, and no mail.
    const confirmed = unique('sudah');
    await signUpVerified(proxied.baseUrl, db, { email: confirmed, password: 'rahasia-123', name: 'Sudah' }, viaProxy());
    const before = (await verifyMails(confirmed)).length;
    for (const address of [unique('tidak-ada'), confirmed]) {
      const answer = await post(proxied.baseUrl, '/send-verification-email', { email: address }, viaProxy());
      expect([answer.status, await answer.json()]).toEqual([200, { status: true }]);
    }
    expect(await verifyMails(confirmed)).toHaveLength(before);
  });
});

describe('sign-in throttling', () => {
  it('ignores X-Forwarded-For from a client that is not a trusted proxy: a new value per attempt does not reset the limit', async () => {
    const email = unique('xff');
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        (
          await post(
            baseUrl,
            '/sign-in/email',
            { email, password: 'salah-salah' },
            { 'x-forwarded-for': `203.0.113.${i}` },
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('10 wrong passwords within 15 minutes lock the account: the right one then answers like a wrong one', async () => {
    const email = unique('kunci');
    await signUpVerified(proxied.baseUrl, db, { email, password: 'rahasia-benar-1', name: 'Kunci' }, viaProxy());
    // Every attempt from a different client address, so only the per-account limit can stop them.
    for (let i = 0; i < 10; i++)
      expect(
        (await post(proxied.baseUrl, '/sign-in/email', { email, password: `salah-${i}-xx` }, viaProxy())).status,
      ).toBe(401);
    const wrong = await post(proxied.baseUrl, '/sign-in/email', { email, password: 'salah-lagi-x' }, viaProxy());
    const right = await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-benar-1' }, viaProxy());
    expect(right.status).toBe(401);
    expect(await right.json()).toEqual(await wrong.json());
    expect(sessionCookie(right)).toBeNull();
    const [row] = await db.select().from(signInThrottle).where(eq(signInThrottle.email, email));
    expect(row!.failures).toBe(10);
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('a success before the limit starts the count afresh', async () => {
    const email = unique('reset');
    await signUpVerified(proxied.baseUrl, db, { email, password: 'rahasia-benar-1', name: 'Reset' }, viaProxy());
    for (let i = 0; i < 9; i++)
      await post(proxied.baseUrl, '/sign-in/email', { email, password: 'salah-salah' }, viaProxy());
    expect(
      (await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-benar-1' }, viaProxy())).status,
    ).toBe(200);
    expect(await db.select().from(signInThrottle).where(eq(signInThrottle.email, email))).toEqual([]);
  });

  it('a mailed password reset sets a new password once, ends old sessions and lifts the lock; unknown addresses get the same answer', async () => {
    const email = unique('lupa');
    const oldSession = await signUpVerified(
      proxied.baseUrl,
      db,
      { email, password: 'rahasia-lama-1', name: 'Lupa' },
      viaProxy(),
    );
    for (let i = 0; i < 10; i++)
      await post(proxied.baseUrl, '/sign-in/email', { email, password: `salah-${i}-x` }, viaProxy());
    const ask = (address: string) =>
      post(proxied.baseUrl, '/request-password-reset', { email: address, redirectTo: '/sandi-baru' }, viaProxy());
    const known = await ask(email);
    const unknown = await ask(unique('tidak-ada'));
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());

    // The mailed link checks the token and leads to the page with it.
    const link = await mailedLink(db, email, 'password_reset');
    const landing = await fetch(link, { redirect: 'manual', headers: viaProxy() });
    expect(landing.status).toBe(302);
    const token = new URL(landing.headers.get('location')!, proxied.baseUrl).searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = () => post(proxied.baseUrl, '/reset-password', { newPassword: 'rahasia-baru-2', token }, viaProxy());
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    expect(await db.select().from(signInThrottle).where(eq(signInThrottle.email, email))).toEqual([]);
    const session = await fetch(`${proxied.baseUrl}/api/auth/get-session`, { headers: { cookie: oldSession } });
    expect(await session.json()).toBeNull();
    expect(
      (await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-lama-1' }, viaProxy())).status,
    ).toBe(401);
    expect(
      (await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-baru-2' }, viaProxy())).status,
    ).toBe(200);
  });
});

describe('better-auth surface', () => {
  it('organization-plugin and other unused routes answer 404 and change nothing (also as //path)', async () => {
    const email = unique('plugin');
    const cookie = await signUpVerified(
      proxied.baseUrl,
      db,
      { email, password: 'rahasia-123', name: 'Plugin' },
      viaProxy(),
    );
    const [person] = await db.select().from(user).where(eq(user.email, email));
    const orgsBefore = (await db.select({ id: organization.id }).from(organization)).length;
    for (const path of [
      '/organization/create',
      '/organization/update',
      '/organization/remove-member',
      '/organization/invite-member',
      '/update-user',
      '/change-email',
      '/delete-user',
    ]) {
      for (const prefix of ['/api/auth', '/api/auth/']) {
        const res = await fetch(`${proxied.baseUrl}${prefix}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: proxied.baseUrl, cookie, ...viaProxy() },
          body: JSON.stringify({
            name: 'X',
            slug: `x-${Date.now()}`,
            data: { website: 'javascript:alert(1)' },
            organizationId: 'org_x',
            memberIdOrEmail: email,
            platformRole: 'operator',
          }),
        });
        expect([404, 405], `${prefix}${path}`).toContain(res.status);
      }
    }
    expect((await db.select({ id: organization.id }).from(organization)).length).toBe(orgsBefore);
    expect(await db.select().from(member).where(eq(member.userId, person!.id))).toEqual([]);
    const [after] = await db.select().from(user).where(eq(user.id, person!.id));
    expect(after).toEqual(person);
  });
});

describe('cookies', () => {
  it('session cookies are Secure when the request is HTTPS as seen through a trusted proxy, and not on a forged claim', async () => {
    const email = unique('secure');
    await signUpVerified(proxied.baseUrl, db, { email, password: 'rahasia-123', name: 'Secure' }, viaProxy());
    const https = await post(
      proxied.baseUrl,
      '/sign-in/email',
      { email, password: 'rahasia-123' },
      viaProxy({ 'x-forwarded-proto': 'https' }),
    );
    expect(https.status).toBe(200);
    expect(https.headers.getSetCookie().filter((c) => c.includes('session_token='))).toEqual([
      expect.stringMatching(/; Secure/i),
    ]);
    const plain = await post(proxied.baseUrl, '/sign-in/email', { email, password: 'rahasia-123' }, viaProxy());
    expect(plain.headers.getSetCookie().find((c) => c.includes('session_token='))).not.toMatch(/secure/i);
    // A client that is not a trusted proxy cannot make the server believe it is HTTPS.
    const other = unique('forged');
    expect(
      (
        await post(
          proxied.baseUrl,
          '/sign-up/email',
          { email: other, password: 'rahasia-123', name: 'Forged' },
          viaProxy(),
        )
      ).status,
    ).toBe(200);
    const forged = await confirmMailedAddress(
      baseUrl,
      db,
      { email: other, password: 'rahasia-123' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(forged.status).toBe(200);
    expect(sessionCookie(forged)).not.toBeNull();
    expect(forged.headers.getSetCookie().find((c) => c.includes('session_token='))).not.toMatch(/secure/i);
  });
});
