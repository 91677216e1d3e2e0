'use client';

import { notifications, notificationsStore } from '@mantine/notifications';

/**
 * A short message above the page after a mutation. One toast per text: the same message again refreshes the
 * one shown instead of stacking a copy. Success is polite (role=status); failures use the same role because
 * the form that failed shows the specific message again as its own alert, beside the fields.
 */
export function toast(message: string, tone: 'success' | 'error', title?: string): void {
  const id = `toast-${tone}-${message}`;
  const shown = notificationsStore.getState().notifications.some((n) => n.id === id);
  const data = {
    id,
    message,
    title,
    color: tone === 'success' ? 'teal' : 'red',
    role: 'status',
    withBorder: true,
    autoClose: tone === 'success' ? 6000 : 9000,
    // Its close button is named in the page's language (axe: a button needs a name).
    closeButtonProps: { 'aria-label': document.documentElement.lang === 'en' ? 'Close' : 'Tutup' },
  };
  if (shown) notifications.update(data);
  else notifications.show(data);
}
