import { NotificationList } from '~/app/_components/notifications/notification-list';
import { NotificationSettings } from '~/app/_components/notifications/notification-settings';
import { notifications } from '~/app/_i18n/messages/notifications';
import { getLocale } from '~/app/_i18n/server';
import { requireUser } from '~/app/_lib/guards';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import styles from '~/app/_components/notifications/notifications.module.css';

export const dynamic = 'force-dynamic';

export async function generateMetadata() {
  return { title: notifications[await getLocale()].title };
}

/** Every signed-in person's notification centre: the list, then the e-mail choices. */
export default async function NotificationsPage() {
  await requireUser();
  return (
    <main className={styles.page}>
      <h1>{notifications[await getLocale()].title}</h1>
      <Prefetched
        queries={[trpcServer.notifications.list.queryOptions(), trpcServer.notifications.settings.queryOptions()]}
      >
        <NotificationList />
        <NotificationSettings />
      </Prefetched>
    </main>
  );
}
