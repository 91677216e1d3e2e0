import Link from 'next/link';
import { headers } from 'next/headers';
import { sessionUser } from '~/server/api/dashboard-context';
import { getDb } from '~/server/db/client';
import { practitionerIdOfUser } from '~/server/domain/people/roles';
import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';
import { LanguageSwitch } from './language-switch';
import { NotificationBell } from './notifications/notification-bell';
import { SignOutButton } from './sign-out-button';

/** Navigation by role: what a person may open, and nothing else. */
export async function SiteHeader() {
  const t = common[await getLocale()];
  const user = await sessionUser(await headers()).catch(() => null);
  const practitioner = user ? await practitionerIdOfUser(await getDb(), user.id) : null;
  return (
    <header className="site">
      <Link href="/" className="brand">
        {t.appName}
      </Link>
      <nav aria-label="Menu">
        {user ? (
          <>
            <Link href="/dashboard">{t.dashboard}</Link>
            <NotificationBell />
            {practitioner ? <Link href="/praktisi">{t.practitionerWorkspace}</Link> : null}
            {user.platformRole ? <Link href="/staf">{t.staffConsole}</Link> : null}
            <span className="muted">{user.email}</span>
            <SignOutButton label={t.signOut} />
          </>
        ) : (
          <>
            <Link href="/masuk">{t.signIn}</Link>
            <Link href="/daftar">{t.signUp}</Link>
          </>
        )}
        <LanguageSwitch />
      </nav>
    </header>
  );
}
