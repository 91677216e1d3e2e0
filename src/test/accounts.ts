import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';

/** The newest link of this kind mailed to the address (read from the outbox, as a local user would). */
export async function mailedLink(db: Db, to: string, kind: string): Promise<string> {
  const [mail] = await db
    .select({ links: mailOutbox.links })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!mail?.links[0]) throw new Error(`no ${kind} mail to ${to}`);
  return mail.links[0];
}

/** The session cookie pair (`name=value`) set by a response, or null. */
export function sessionCookie(res: Response): string | null {
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token=') && !/max-age=0/i.test(c));
  return cookie ? cookie.split(';')[0]! : null;
}

/**
 * Opens the newest confirmation link mailed to the address as a person would: the page posts the password they
 * choose (POST /api/auth/confirm-address with the link's token). Returns the response, which signs them in.
 */
export async function confirmMailedAddress(
  baseUrl: string,
  db: Db,
  person: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const token = new URL(await mailedLink(db, person.email, 'verify_email')).searchParams.get('token');
  return fetch(`${baseUrl}/api/auth/confirm-address`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify({ token, password: person.password }),
  });
}

/**
 * Signs up over HTTP and confirms the address through the mailed link, choosing the password there, as a
 * person would; returns the session cookie that the confirmation sets. `headers` lets a test pose as a client
 * behind a proxy.
 */
export async function signUpVerified(
  baseUrl: string,
  db: Db,
  person: { email: string; password: string; name: string },
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...headers },
    body: JSON.stringify(person),
  });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const confirmed = await confirmMailedAddress(baseUrl, db, person, headers);
  const cookie = sessionCookie(confirmed);
  if (!cookie) throw new Error(`confirmation answered ${confirmed.status} without a session`);
  return cookie;
}
