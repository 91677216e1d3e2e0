import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { practitionerIdOfUser } from '~/server/domain/people/roles';
import { SiteHeader } from '~/app/_components/site-header';
import { AppFrame } from './app-frame';

/**
 * The frame of every page: the header, and for a signed-in person a sidebar with what their roles may open
 * (read once here, on the server; every page and procedure checks access again).
 */
export async function AppChrome({ children }: { children: ReactNode }) {
  const user = await sessionUser(await headers()).catch(() => null);
  const practitioner = user ? await practitionerIdOfUser(await getDb(), user.id) : null;
  const roles = user ? { practitioner: Boolean(practitioner), platformRole: user.platformRole ?? null } : null;
  return (
    <AppFrame roles={roles} header={<SiteHeader user={user ? { email: user.email } : null} />}>
      {children}
    </AppFrame>
  );
}
