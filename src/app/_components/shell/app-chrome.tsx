import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { organizationIdsOfUser, practitionerIdOfUser } from '~/server/domain/people/roles';
import { SiteHeader } from '~/app/_components/site-header';
import { AppFrame } from './app-frame';

/**
 * The frame of every page: the header, and for a signed-in person a sidebar with what their roles may open
 * (read once here, on the server; every page and procedure checks access again).
 */
export async function AppChrome({ children }: { children: ReactNode }) {
  const user = await sessionUser(await headers()).catch(() => null);
  const db = await getDb();
  const practitioner = user ? await practitionerIdOfUser(db, user.id) : null;
  // An organization's pages are in the sidebar only for its members: a refused one (403) shows none of its own.
  const organizations = user ? await organizationIdsOfUser(db, user.id) : [];
  const roles = user
    ? { practitioner: Boolean(practitioner), platformRole: user.platformRole ?? null, organizations }
    : null;
  return (
    <AppFrame roles={roles} header={<SiteHeader user={user ? { email: user.email } : null} />}>
      {children}
    </AppFrame>
  );
}
