import 'server-only';
import { headers } from 'next/headers';
import { forbidden, notFound, redirect } from 'next/navigation';
import { eq } from 'drizzle-orm';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { organization, type PlatformRole } from '~/server/db/schema';
import { membershipRole, practitionerIdOfUser } from '~/server/domain/people/roles';
import { organizationRequiresTwoFactor } from '~/server/domain/two-factor/two-factor-status';
import { REQUEST_PATH_HEADER } from '~/server/http/request-path';
import { returnTo } from '~/shared/return-to';

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
  const db = await getDb();
  const role = await membershipRole(db, organizationId, user.id);
  if (!role) {
    // No such organization: 404; one the person does not belong to: 403 (ids are random, so this tells
    // an outsider nothing they could guess).
    const [exists] = await db
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (!exists) notFound();
    forbidden();
  }
  if (!user.twoFactorEnabled && (await organizationRequiresTwoFactor(db, organizationId)))
    redirect(twoFactorEnrolmentPath('org'));
  return { user, role };
}

/** Why a person is sent to enrol: staff always need a second factor, some organizations require one. */
export type TwoFactorRequirement = 'staf' | 'org';

/** The enrolment page, saying why the person was sent there. */
const twoFactorEnrolmentPath = (why: TwoFactorRequirement) => `/akun/dua-faktor?wajib=${why}`;

/** Staff act only with a second factor: without one, every console page leads to the enrolment page. */
export function requireStaffSecondFactor(user: { twoFactorEnabled: boolean }) {
  if (!user.twoFactorEnabled) redirect(twoFactorEnrolmentPath('staf'));
}

export async function requireStaff(role: PlatformRole) {
  const user = await requireUser();
  if (user.platformRole !== role) forbidden();
  requireStaffSecondFactor(user);
  return user;
}

export async function requirePractitioner() {
  const user = await requireUser();
  const practitionerId = await practitionerIdOfUser(await getDb(), user.id);
  if (!practitionerId) forbidden();
  return { user, practitionerId };
}
