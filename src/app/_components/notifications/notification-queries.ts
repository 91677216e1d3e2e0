'use client';

import { trpc } from '~/app/_lib/trpc';

/** One cache entry per query, shared by the bell and the list page: marking read updates both. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_KEY = [...NOTIFICATIONS_KEY, 'unread'] as const;
export const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'] as const;
export const SETTINGS_KEY = [...NOTIFICATIONS_KEY, 'settings'] as const;

/** How often the unread count is asked for: a react-query refetch, so it stops with the page. */
export const UNREAD_POLL_MS = 10_000;

export const fetchUnread = () => trpc.notifications.unreadCount.query();
export const fetchList = () => trpc.notifications.list.query();
