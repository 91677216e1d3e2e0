'use client';

import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { historyNoteText } from '~/app/_lib/coded-text';
import { dateTime } from '~/app/_lib/format';
import { OrderStatusBadge, label } from '~/app/org/[orgId]/_components/badges';
import type { OrderDetail } from './order-detail';

/**
 * The intake the agent sent, under the catalog's labels (a key the service no longer defines shows as sent). A
 * document field's value (a `file_` id) is shown by the file's name; the Files card downloads it.
 */
export function OrderIntake({
  fields,
  files = [],
}: {
  fields: OrderDetail['intake_fields'];
  files?: OrderDetail['order']['files'];
}) {
  const t = useT(org);
  return (
    <section className="card" aria-labelledby="intake-title">
      <h3 id="intake-title">{t.intake}</h3>
      <dl className="dl-stack">
        {fields.map((field) => (
          <div key={field.key} className="contents">
            <dt>{field.label}</dt>
            <dd className="pre">{files.find((f) => f.id === field.value)?.filename ?? field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every status change: from, to, when, by whom and its note in the reader's language. */
export function OrderTimeline({ history }: { history: OrderDetail['history'] }) {
  const t = useT(org);
  const locale = useLocale();
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h3 id="timeline-title">{t.timeline}</h3>
      {history.length === 0 ? (
        <p className="empty">{t.noTimeline}</p>
      ) : (
        <ol className="timeline">
          {history.map((h) => {
            const note = historyNoteText(locale, h);
            return (
              <li key={h.id}>
                <div>
                  {h.from ? (
                    <>
                      <OrderStatusBadge status={h.from} /> →{' '}
                    </>
                  ) : null}
                  <OrderStatusBadge status={h.to} />
                </div>
                <div className="muted">
                  {dateTime(h.at, locale)} · {t.by} {label(t, 'actor_', h.actor_type)}
                  {h.actor_name ? ` ${h.actor_name}` : ''}
                  {note ? ` · ${note}` : ''}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
