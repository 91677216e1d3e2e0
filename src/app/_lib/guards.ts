import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import type { PlatformRole } from '~/server/db/schema';
import { membershipRole, practitionerIdOfUser } from '~/server/domain/people/roles';

/**
 * Page guards run on the server before anything renders; the tRPC procedures check the same roles
 * again for every call, so hiding a link is never the only protection.
 */
export async function requireUser() {
  const user = await sessionUser(await headers());
  if (!user) redirect('/masuk');
  return user;
}

export async function requireOrgMember(organizationId: string) {
  const user = await requireUser();
  const role = await membershipRole(await getDb(), organizationId, user.id);
  return role ? { user, role } : null;
}

export async function requireStaff(role: PlatformRole) {
  const user = await requireUser();
  return user.platformRole === role ? user : null;
}

export async function requirePractitioner() {
  const user = await requireUser();
  const practitionerId = await practitionerIdOfUser(await getDb(), user.id);
  return practitionerId ? { user, practitionerId } : null;
}
