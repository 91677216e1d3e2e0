import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import type { PlatformRole } from '~/server/db/schema';
import { membershipRole, practitionerIdOfUser } from '~/server/domain/people/roles';
import { REQUEST_PATH_HEADER } from '~/server/http/request-path';
import { returnTo } from './return-to';

/** The page being rendered (from the web server's request-path header), as a return-to path. */
async function currentPath(): Promise<string | null> {
  const raw = (await headers()).get(REQUEST_PATH_HEADER);
  if (!raw) return null;
  const url = new URL(raw, 'http://x');
  url.searchParams.delete('_rsc');
  return returnTo(`${url.pathname}${url.search}`);
}

/**
 * Page guards run on the server before anything renders; the tRPC procedures check the same roles
 * again for every call, so hiding a link is never the only protection. Signed out: the sign-in page,
 * which returns here afterwards. Signed in without the role: the 403 page (`forbidden()`, status 403).
 */
export async function requireUser() {
  const user = await sessionUser(await headers());
  if (!user) {
    const here = await currentPath();
    redirect(here && here !== '/' ? `/masuk?next=${encodeURIComponent(here)}` : '/masuk');
  }
  return user;
}

export async function requireOrgMember(organizationId: string) {
  const user = await requireUser();
  const role = await membershipRole(await getDb(), organizationId, user.id);
  if (!role) forbidden();
  return { user, role };
}

export async function requireStaff(role: PlatformRole) {
  const user = await requireUser();
  if (user.platformRole !== role) forbidden();
  return user;
}

export async function requirePractitioner() {
  const user = await requireUser();
  const practitionerId = await practitionerIdOfUser(await getDb(), user.id);
  if (!practitionerId) forbidden();
  return { user, practitionerId };
}
