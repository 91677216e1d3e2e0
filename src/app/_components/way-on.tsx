import Link from 'next/link';
import { headers } from 'next/headers';
import { common } from '~/app/_i18n/messages/common';
import { getLocale } from '~/app/_i18n/server';
import { sessionUser } from '~/server/api/dashboard-context';

/** Where to go from an error page: the person's start page (or sign-in), and the home page. */
export async function WayOn() {
  const t = common[await getLocale()];
  const user = await sessionUser(await headers()).catch(() => null);
  return (
    <p className="row">
      {user ? <Link href="/lanjut">{t.goToStart}</Link> : <Link href="/masuk">{t.signIn}</Link>}
      <Link href="/">{t.goHome}</Link>
    </p>
  );
}
