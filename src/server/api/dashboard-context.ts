import { getAuth } from '~/server/auth/auth';
import { getDb } from '~/server/db/client';
import type { DomainContext } from '~/server/domain/context';
import type { PlatformRole } from '~/server/db/schema';
import { randomBase62 } from '~/server/domain/ids';
import type { DashboardContext, SessionUser } from './context';

/** The signed-in person behind a request and their session, from the better-auth session cookie. */
async function signedIn(headers: Headers): Promise<{ user: SessionUser; sessionId: string } | null> {
  const session = await (await getAuth()).api.getSession({ headers });
  if (!session) return null;
  const u = session.user as typeof session.user & {
    platformRole?: string | null;
    locale?: string | null;
    twoFactorEnabled?: boolean | null;
  };
  return {
    user: {
      id: u.id,
      name: u.name,
      email: u.email,
      platformRole: (u.platformRole ?? null) as PlatformRole | null,
      locale: u.locale ?? 'id',
      twoFactorEnabled: u.twoFactorEnabled === true,
    },
    sessionId: session.session.id,
  };
}

/** The signed-in person behind a request, from the better-auth session cookie. */
export async function sessionUser(headers: Headers): Promise<SessionUser | null> {
  return (await signedIn(headers))?.user ?? null;
}

export async function createDashboardContext(req: Request, domain: DomainContext): Promise<DashboardContext> {
  const person = await signedIn(req.headers);
  return {
    db: await getDb(),
    domain,
    requestId: `req_${randomBase62(20)}`,
    user: person?.user ?? null,
    sessionId: person?.sessionId ?? null,
    headers: req.headers,
  };
}
