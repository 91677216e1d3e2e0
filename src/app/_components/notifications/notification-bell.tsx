'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { notifications } from '~/app/_i18n/messages/notifications';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { UNREAD_POLL_MS } from './notification-queries';
import styles from './notifications.module.css';

/** The header's way to the notification centre, with the unread count kept fresh by polling. */
export function NotificationBell() {
  const t = useT(notifications);
  const trpc = useTRPC();
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  const count = unread.data?.unread ?? 0;
  return (
    <Link
      href="/notifikasi"
      className={styles.bell}
      aria-label={count > 0 ? t.bellUnread.replace('{n}', String(count)) : t.bell}
      data-testid="notification-bell"
    >
      <svg className={styles.bellIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      <span className={styles.bellLabel}>{t.bell}</span>
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="notification-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
