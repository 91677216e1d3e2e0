'use client';

import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { ErrorAlert, QueryState } from '~/app/_components/ui';
import { notifications } from '~/app/_i18n/messages/notifications';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { notificationText } from '~/shared/notifications/notification-text';
import { UNREAD_POLL_MS } from './notification-queries';
import styles from './notifications.module.css';
import { useSubmit } from '~/app/_lib/use-submit';

/** The person's notifications, newest first, in the language of the page; opening one marks it read. */
export function NotificationList() {
  const t = useT(notifications);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const list = useQuery(trpc.notifications.list.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  // The bell's count and the list are one cache: marking read updates both.
  const refresh = () => queryClient.invalidateQueries(trpc.notifications.pathFilter());
  const markRead = useSubmit(trpc.notifications.markRead.mutationOptions({ onSettled: refresh }));
  const markAll = useSubmit(trpc.notifications.markAllRead.mutationOptions({ onSettled: refresh }));
  const items = list.data ?? [];
  const unread = items.filter((n) => !n.read_at).length;

  return (
    <section aria-label={t.title} className="stack">
      <p className="muted">{t.intro}</p>
      <ErrorAlert error={markRead.failure ?? markAll.failure} />
      <QueryState query={list} empty={items.length === 0} emptyText={t.none}>
        <div className="row">
          {unread > 0 ? (
            <Button variant="default" disabled={markAll.busy} onClick={() => markAll.submit()}>
              {t.markAllRead}
            </Button>
          ) : (
            <p className="muted" role="status">
              {t.allRead}
            </p>
          )}
        </div>
        <ul className={styles.list}>
          {items.map((n) => {
            const text = notificationText(locale, n.kind, n.params, { handled: n.handled });
            return (
              <li
                key={n.id}
                className={`${styles.item} ${n.read_at ? '' : styles.unread}`}
                data-testid="notification"
                data-read={n.read_at ? 'true' : 'false'}
                data-handled={n.handled ? 'true' : 'false'}
              >
                <h3>
                  {n.read_at ? null : <span className="badge tone-info">{t.unread}</span>}{' '}
                  {n.handled ? <span className="badge tone-ok">{t.handled}</span> : null} {text.title}
                </h3>
                <p>{text.body}</p>
                <div className="row">
                  <span className="muted">{dateTime(n.created_at, locale)}</span>
                  <Link
                    href={n.link}
                    onClick={() => (n.read_at ? undefined : markRead.submit({ notificationId: n.id }))}
                  >
                    {t.open}
                  </Link>
                  {n.read_at ? null : (
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      disabled={markRead.busy}
                      onClick={() => markRead.submit({ notificationId: n.id })}
                    >
                      {t.markRead}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </QueryState>
    </section>
  );
}
