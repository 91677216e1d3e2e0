// The account page's actions over HTTP, each browser its own client: change the password (the current one
// required; every other session ends), list the sessions, end one, end all others.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect } from '~/server/db/client';
import { auditLog, mailOutbox, session, user } from '~/server/db/schema';
import { sessionCookie, signUpVerified } from '~/test/accounts';
import type { AppServer } from '~/test/app-server';
import { clientAddresses, startProxiedApp } from '~/test/proxied-app';

const appDatabaseUrl = inject('appDatabaseUrl');
const handle = connect(appDatabaseUrl, { max: 2 });
const db = handle.db;
let app: AppServer;
const client = clientAddresses('192.0.2');

beforeAll(async () => {
  app = await startProxiedApp(appDatabaseUrl);
});
afterAll(async () => {
  await app?.stop();
  await handle.sql.end();
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function call(path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, cookie, ...client(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
async function signIn(email: string, password: string, userAgent: string) {
  const res = await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl, 'user-agent': userAgent, ...client() },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return sessionCookie(res)!;
}
const signedIn = async (cookie: string) =>
  (await (await call('/api/auth/get-session', cookie)).json()) as { session: { id: string } } | null;
async function sessionsOf(cookie: string) {
  const res = await call('/api/trpc/account.sessions', cookie);
  expect(res.status).toBe(200);
  return (await res.json()).result.data as {
    id: string;
    current: boolean;
    browser: string | null;
    os: string | null;
    ip_address: string | null;
  }[];
}

async function personWithTwoBrowsers() {
  const email = `aman-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'sandi-awal-123';
  await signUpVerified(app.baseUrl, db, { email, password, name: 'Aman' }, client());
  const laptop = await signIn(email, password, FIREFOX);
  const phone = await signIn(email, password, SAFARI_PHONE);
  const [person] = await db.select().from(user).where(eq(user.email, email));
  return { email, password, userId: person!.id, laptop, phone };
}

describe('active sessions', () => {
  it('lists every signed-in browser with its device and address, this one marked, never a token', async () => {
    const { laptop } = await personWithTwoBrowsers();
    const list = await sessionsOf(laptop);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toEqual([expect.objectContaining({ browser: 'Firefox 133', os: 'Linux' })]);
    expect(list).toContainEqual(
      expect.objectContaining({ current: false, browser: 'Mobile Safari 17', os: 'iOS 17.5' }),
    );
    expect(list.every((s) => /^192\.0\.2\.\d+$/.test(s.ip_address ?? ''))).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
  });

  it('ending one session signs that browser out and nothing else; another person cannot end it', async () => {
    const a = await personWithTwoBrowsers();
    const b = await personWithTwoBrowsers();
    const phoneSession = (await signedIn(a.phone))!.session.id;
    const refused = await call('/api/trpc/account.endSession', b.laptop, { sessionId: phoneSession });
    expect(refused.status).toBe(404);
    expect(await signedIn(a.phone)).not.toBeNull();

    const ended = await call('/api/trpc/account.endSession', a.laptop, { sessionId: phoneSession });
    expect(ended.status).toBe(200);
    expect(await signedIn(a.phone)).toBeNull();
    expect(await signedIn(a.laptop)).not.toBeNull();
    expect((await sessionsOf(a.laptop)).map((s) => s.id)).not.toContain(phoneSession);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, a.userId), eq(auditLog.action, 'account.session_end')));
    expect(audit).toHaveLength(1);
  });

  it('ending all others keeps only this browser', async () => {
    const { laptop, phone, userId } = await personWithTwoBrowsers();
    const res = await call('/api/trpc/account.endOtherSessions', laptop, {});
    expect(res.status).toBe(200);
    expect((await res.json()).result.data).toEqual({ ended: 2 });
    expect(await signedIn(phone)).toBeNull();
    const left = await db.select({ id: session.id }).from(session).where(eq(session.userId, userId));
    expect(left).toEqual([{ id: (await signedIn(laptop))!.session.id }]);
  });
});

describe('change password', () => {
  it('needs the current password: a wrong one changes nothing and ends nothing', async () => {
    const { email, password, laptop, phone } = await personWithTwoBrowsers();
    const res = await call('/api/auth/change-password', laptop, {
      currentPassword: 'bukan-sandinya',
      newPassword: 'sandi-baru-456',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(400);
    expect(await signedIn(phone)).not.toBeNull();
    expect(
      (
        await fetch(`${app.baseUrl}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: app.baseUrl, ...client() },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    ).toBe(200);
  });

  it('ends every other session, keeps this browser signed in, and is audited and mailed', async () => {
    const { email, userId, laptop, phone } = await personWithTwoBrowsers();
    const res = await call('/api/auth/change-password', laptop, {
      currentPassword: 'sandi-awal-123',
      newPassword: 'sandi-baru-456',
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect(await signedIn(phone)).toBeNull();
    const renewed = sessionCookie(res);
    expect(renewed).not.toBeNull();
    expect(await signedIn(renewed!)).not.toBeNull();
    expect((await signIn(email, 'sandi-baru-456', FIREFOX)).length).toBeGreaterThan(0);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'account.password_change')));
    expect(audit).toHaveLength(1);
    const mails = await db
      .select({ kind: mailOutbox.kind, subject: mailOutbox.subject, body: mailOutbox.bodyText })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'account_security')));
    expect(mails).toEqual([
      expect.objectContaining({ subject: 'Kata sandi Anda diganti / Your password was changed' }),
    ]);
    expect(mails[0]!.body).not.toContain('sandi-baru-456');
  });
});
