import { security } from '~/app/_i18n/messages/security';
import { getLocale } from '~/app/_i18n/server';
import { requireUser } from '~/app/_lib/guards';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { ChangePasswordForm } from './_components/change-password-form';
import { SessionList } from './_components/session-list';
import { TwoFactorCard } from './_components/two-factor-card';
import styles from './_components/account.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: security[await getLocale()].title };
}

/** Every signed-in person's own account: password, signed-in devices, second factor. */
export default async function AccountPage() {
  const person = await requireUser();
  const t = security[await getLocale()];
  return (
    <main className={styles.page}>
      <h1>{t.title}</h1>
      <p className="muted">{t.intro}</p>
      <ChangePasswordForm />
      <TwoFactorCard enabled={person.twoFactorEnabled} />
      <Prefetched queries={[trpcServer.account.sessions.queryOptions()]}>
        <SessionList />
      </Prefetched>
    </main>
  );
}
