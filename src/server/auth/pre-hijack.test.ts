// Issue 23, point 1: someone who signs up first with another person's address must never hold a password for
// it. The person who opens the mailed link chooses the password there (/konfirmasi -> POST
// /api/auth/confirm-address); a newer link voids the older ones; a link works once; the mails are limited.
import { request } from 'node:http';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '~/server/db/client';
import { account, mailOutbox, member, user, verification } from '~/server/db/schema';
import { confirmMailedAddress, mailedLink, sessionCookie } from '~/test/accounts';
import type { AppServer } from '~/test/app-server';
import { clientAddresses, startProxiedApp } from '~/test/proxied-app';
import { createUser, dashboardAs } from '~/test/dashboard';

const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
/** The app behind a proxy it trusts, so each call below is its own client (its own rate-limit bucket). */
let app: AppServer;
const client = clientAddresses('198.51.100');

beforeAll(async () => {
  app = await startProxiedApp(appDatabaseUrl);
});
afterAll(async () => {
  await app?.stop();
  await handle.sql.end();
});

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@company.example`;

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, ...client(), ...headers },
    body: JSON.stringify(body),
  });
}
const signUp = (email: string, password: string) => post('/api/auth/sign-up/email', { email, password, name: 'Orang' });
const signIn = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
const confirmWith = (link: string, password: string) =>
  post('/api/auth/confirm-address', { token: new URL(link).searchParams.get('token'), password });
const verifyMails = async (email: string) =>
  (
    await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'verify_email')))
  )[0]!.n;
const passwordHash = async (email: string) =>
  (
    await db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, 'credential')))
  )[0]?.password;

describe('pre-verification hijack', () => {
  it("the first sign-up's password never signs in; the real owner confirms, chooses the password and keeps the admin seat", async () => {
    const owner = await createUser(db);
    const org = await dashboardAs(db, owner).account.createOrganization({
      name: 'PT Sasaran',
      companyName: 'PT Sasaran Nusantara',
      website: 'https://sasaran.id',
      useCase: 'Agen memesan pendirian PT',
      expectedVolume: '5 order/bulan',
    });
    const cfo = unique('cfo');
    const invite = await dashboardAs(db, owner).org.members.invite({
      organizationId: org.id,
      email: cfo,
      role: 'admin',
    });

    // The attacker signs up first, with a password of their own.
    expect((await signUp(cfo, 'penyerang-sandi-1')).status).toBe(200);
    const firstLink = await mailedLink(db, cfo, 'verify_email');
    expect(new URL(firstLink).pathname).toBe('/konfirmasi');
    // That password was never stored: sign-in answers like a wrong password, mails nothing and sets no session.
    const early = await signIn(cfo, 'penyerang-sandi-1');
    expect(early.status).toBe(401);
    expect(sessionCookie(early)).toBeNull();
    expect(await verifyMails(cfo)).toBe(1);

    // The real owner signs up too, with no password at all as the form sends it (same answer), opens the
    // newest link and chooses their password.
    expect((await post('/api/auth/sign-up/email', { email: cfo, name: 'Citra' })).status).toBe(200);
    expect(await verifyMails(cfo)).toBe(2);
    const ownerLink = await mailedLink(db, cfo, 'verify_email');
    expect(ownerLink).not.toBe(firstLink);
    const voided = await confirmWith(firstLink, 'penyerang-sandi-2');
    expect(voided.status).toBe(400);
    expect(await voided.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect(sessionCookie(voided)).toBeNull();
    const [unconfirmed] = await db.select().from(user).where(eq(user.email, cfo));
    expect(unconfirmed!.emailVerified).toBe(false);

    const confirmed = await confirmWith(ownerLink, 'pemilik-sandi-1');
    expect(confirmed.status).toBe(200);
    const cookie = sessionCookie(confirmed);
    expect(cookie).not.toBeNull();
    const accepted = await post('/api/trpc/account.acceptInvitation', { invitationId: invite.id }, { cookie: cookie! });
    expect(accepted.status).toBe(200);
    const [seat] = await db
      .select({ role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, org.id), eq(member.userId, unconfirmed!.id)));
    expect(seat).toEqual({ role: 'admin' });

    // The attacker's password, and the one they sent with the voided link, sign nobody in.
    for (const password of ['penyerang-sandi-1', 'penyerang-sandi-2']) {
      const attempt = await signIn(cfo, password);
      expect(attempt.status).toBe(401);
      expect(sessionCookie(attempt)).toBeNull();
    }
    expect((await signIn(cfo, 'pemilik-sandi-1')).status).toBe(200);

    // The used link is void: nothing changes when it is opened again.
    const hash = await passwordHash(cfo);
    const again = await confirmWith(ownerLink, 'penyerang-sandi-3');
    expect(again.status).toBe(400);
    expect(sessionCookie(again)).toBeNull();
    expect(await passwordHash(cfo)).toBe(hash);
  });

  it('an expired link is refused and leaves the address unconfirmed', async () => {
    const email = unique('lama');
    expect((await signUp(email, 'apa-saja-123')).status).toBe(200);
    const [person] = await db.select().from(user).where(eq(user.email, email));
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `confirm-address:${person!.id}`));
    const res = await confirmMailedAddress(app.baseUrl, db, { email, password: 'sandi-baru-123' }, client());
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBeNull();
    const [after] = await db.select().from(user).where(eq(user.email, email));
    expect(after!.emailVerified).toBe(false);
    expect((await signIn(email, 'sandi-baru-123')).status).toBe(401);
  });

  it('confirmation mails are limited per address: three an hour, whoever asks', async () => {
    const email = unique('banjir');
    for (let i = 0; i < 6; i++) expect((await signUp(email, `sandi-${i}-xxxx`)).status).toBe(200);
    expect(await verifyMails(email)).toBe(3);
  });

  it('a confirmed address cannot be confirmed again, and a repeated sign-up for it changes nothing', async () => {
    const email = unique('tetap');
    expect((await signUp(email, 'abaikan-saja-1')).status).toBe(200);
    const link = await mailedLink(db, email, 'verify_email');
    expect((await confirmWith(link, 'pemilik-tetap-1')).status).toBe(200);
    const hash = await passwordHash(email);
    expect((await signUp(email, 'penyerang-tetap-1')).status).toBe(200);
    expect(await verifyMails(email)).toBe(1);
    expect(await passwordHash(email)).toBe(hash);
    expect((await signIn(email, 'penyerang-tetap-1')).status).toBe(401);
    expect((await signIn(email, 'pemilik-tetap-1')).status).toBe(200);
  });
});

/** A POST naming another Host (fetch does not let a caller set Host; node:http does). */
function postAsHost(path: string, body: unknown, host: string): Promise<number> {
  const url = new URL(path, app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host, origin: `http://${host}`, ...client() },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('mailed links', () => {
  it('are built on the configured public origin, whatever Host the request named', async () => {
    const publicOrigin = `http://localhost:${new URL(app.baseUrl).port}`;
    // localhost:<any port> is one of the loopback names the app answers on; a link must not follow it.
    const email = unique('asal');
    expect(
      await postAsHost('/api/auth/sign-up/email', { email, password: 'x'.repeat(8), name: 'Asal' }, 'localhost:9'),
    ).toBe(200);
    const confirm = new URL(await mailedLink(db, email, 'verify_email'));
    expect(confirm.origin).toBe(publicOrigin);
    expect((await confirmWith(confirm.href, 'sandi-asal-123')).status).toBe(200);
    expect(
      await postAsHost('/api/auth/request-password-reset', { email, redirectTo: '/sandi-baru' }, 'localhost:9'),
    ).toBe(200);
    const reset = new URL(await mailedLink(db, email, 'password_reset'));
    expect(reset.origin).toBe(publicOrigin);
    expect(reset.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9_-]+$/);
  });
});
