'use client';

import { Anchor, Button, Group, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { notifications } from '~/app/_i18n/messages/notifications';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { notificationText } from '~/shared/notifications/notification-text';
import { UNREAD_POLL_MS } from './notification-queries';
import styles from './notifications.module.css';

const LATEST = 5;

/**
 * The header's bell: the unread count kept fresh by polling, and on a click a popover with the latest
 * notifications (opening one marks it read), "mark all read" and the way to the full list.
 */
export function NotificationBell() {
  const t = useT(notifications);
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions(undefined, { refetchInterval: UNREAD_POLL_MS }));
  const list = useQuery(trpc.notifications.list.queryOptions(undefined, { enabled: opened }));
  const invalidate = [trpc.notifications.pathFilter()];
  const markRead = useSubmit(trpc.notifications.markRead.mutationOptions(), { invalidate });
  const markAll = useSubmit(trpc.notifications.markAllRead.mutationOptions(), { invalidate });
  const count = unread.data?.unread ?? 0;
  const latest = (list.data ?? []).slice(0, LATEST);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={360}
      shadow="md"
      withArrow
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={styles.bell}
          aria-label={count > 0 ? t.bellUnread.replace('{n}', String(count)) : t.bell}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid="notification-bell"
          onClick={() => {
            setOpened((o) => !o);
            void queryClient.invalidateQueries(trpc.notifications.list.queryFilter());
          }}
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
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t.title} p="sm">
        <Group justify="space-between" mb="xs">
          <Text fw={700}>{t.title}</Text>
          {count > 0 ? (
            <Button variant="subtle" size="compact-sm" disabled={markAll.busy} onClick={() => markAll.submit()}>
              {t.markAllRead}
            </Button>
          ) : null}
        </Group>
        {list.data && latest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.none}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            <Stack gap={4} component="ul" className={styles.popoverList}>
              {latest.map((n) => {
                const text = notificationText(locale, n.kind, n.params, { handled: n.handled });
                return (
                  <li key={n.id} data-testid="bell-notification" data-read={n.read_at ? 'true' : 'false'}>
                    <Anchor
                      component={Link}
                      href={n.link}
                      className={`${styles.popoverItem} ${n.read_at ? '' : styles.unread}`}
                      onClick={() => {
                        if (!n.read_at) void markRead.submit({ notificationId: n.id });
                        setOpened(false);
                      }}
                    >
                      <Text size="sm" fw={n.read_at ? 400 : 700} c="var(--fg)">
                        {n.read_at ? null : <span className="sr-only">{t.unread}: </span>}
                        {text.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {n.handled ? `${t.handled} · ` : ''}
                        {dateTime(n.created_at, locale)}
                      </Text>
                    </Anchor>
                  </li>
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Anchor component={Link} href="/notifikasi" size="sm" mt="xs" display="block" onClick={() => setOpened(false)}>
          {t.seeAll}
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
