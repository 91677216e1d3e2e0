import type { DomainContext } from '~/server/domain/context';
import { testDomain } from './domain-context';
import type { DashboardContext, SessionUser } from '~/server/api/context';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { createCallerFactory } from '~/server/api/trpc';
import type { Db } from '~/server/db/client';
import { user } from '~/server/db/schema';
import type { PlatformRole } from '~/server/db/schema';
import { newId, randomBase62 } from '~/server/domain/ids';

const createCaller = createCallerFactory(dashboardRouter);

/**
 * A person in the database, verified unless said otherwise (no password: callers skip the sign-in, not the
 * role checks). Staff come with a second factor on, as they must have to act (`twoFactor: false` to test the
 * refusal); others without one unless asked.
 */
export async function createUser(
  db: Db,
  options: {
    name?: string;
    email?: string;
    platformRole?: PlatformRole | null;
    verified?: boolean;
    twoFactor?: boolean;
  } = {},
): Promise<SessionUser> {
  const id = newId('user');
  const email = options.email ?? `u-${randomBase62(8).toLowerCase()}@example.com`;
  const name = options.name ?? 'Pengguna Uji';
  const twoFactorEnabled = options.twoFactor ?? Boolean(options.platformRole);
  await db.insert(user).values({
    id,
    name,
    email,
    emailVerified: options.verified ?? true,
    platformRole: options.platformRole ?? null,
    twoFactorEnabled,
  });
  return { id, name, email, platformRole: options.platformRole ?? null, locale: 'id', twoFactorEnabled };
}

/** The dashboard router as this person (or anonymous) calls it: every guard runs as in production. */
/** `domain`: the wiring its procedures schedule jobs through and read settings from (recordJobs() to see them). */
export function dashboardAs(
  db: Db,
  person: SessionUser | null,
  sessionId: string | null = null,
  domain: DomainContext = testDomain,
) {
  const ctx: DashboardContext = {
    db,
    domain,
    requestId: 'req_test',
    user: person,
    sessionId,
    headers: new Headers(),
  };
  return createCaller(ctx);
}
