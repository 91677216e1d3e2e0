'use client';

export { OrderStatusBadge } from '~/app/_components/order-status-badge';

import styles from '~/app/_components/layout.module.css';
import { useEffect } from 'react';
import { toast } from '~/app/_components/toast';
import { staff } from '~/app/_i18n/messages/staff';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';

/** The conversation on an order, oldest first. */
export function MessageList({
  messages,
}: {
  messages: { id: string; sender: 'praktisi' | 'klien'; text: string; created_at: string }[];
}) {
  const t = useT(staff);
  const locale = useLocale();
  if (messages.length === 0) return <p className="empty">{t.noMessages}</p>;
  return (
    <ul className={styles.messages}>
      {messages.map((m) => (
        <li key={m.id} className={styles.message}>
          <strong>{m.sender === 'praktisi' ? t.fromPractitioner : t.fromClient}</strong>{' '}
          <span className="muted">{dateTime(m.created_at, locale)}</span>
          <br />
          {m.text}
        </li>
      ))}
    </ul>
  );
}

/** A transient confirmation after an action: a toast, announced politely. */
export function Notice({ text }: { text: string | null }) {
  useEffect(() => {
    if (text) toast(text, 'success');
  }, [text]);
  return null;
}
