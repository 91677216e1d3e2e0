'use client';

import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { label } from '~/app/org/[orgId]/_components/badges';
import type { OrderDetail } from './order-detail';

/** The conversation with the practitioner, oldest first. */
export function OrderMessages({ messages }: { messages: OrderDetail['order']['messages'] }) {
  const t = useT(org);
  const locale = useLocale();
  return (
    <section className="card" aria-labelledby="messages-title">
      <h3 id="messages-title">{t.messages}</h3>
      {messages.length === 0 ? (
        <p className="empty">{t.noMessages}</p>
      ) : (
        <ol className="messages">
          {messages.map((m) => (
            <li key={m.id} className={`from-${m.sender}`}>
              <div className="meta">
                <strong>{label(t, 'sender_', m.sender)}</strong> · {dateTime(m.created_at, locale)}
              </div>
              <p className="pre">{m.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The practitioner's result, once delivered. */
export function OrderDeliverable({ deliverable }: { deliverable: OrderDetail['order']['deliverable'] }) {
  const t = useT(org);
  return (
    <section className="card" aria-labelledby="deliverable-title">
      <h3 id="deliverable-title">{t.deliverable}</h3>
      {deliverable ? <p className="pre">{deliverable}</p> : <p className="empty">{t.noDeliverable}</p>}
    </section>
  );
}
