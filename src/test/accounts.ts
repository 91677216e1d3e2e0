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
 * Signs up over HTTP and opens the verification link from the outbox, as a person would; returns the
 * session cookie that the verification sets. `headers` lets a test pose as a client behind a proxy.
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
  const link = await mailedLink(db, person.email, 'verify_email');
  const verified = await fetch(link, { redirect: 'manual', headers });
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error(`verification answered ${verified.status} without a session`);
  return cookie;
}
