'use client';

import { Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ErrorAlert } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { EventStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { orderDetailInput, type OrderDetail } from './order-detail';

type WebhookEvent = OrderDetail['webhook_events'][number];

/** The order's webhook events with every delivery attempt; a manager can send one again. */
export function WebhookEvents({ detail }: { detail: OrderDetail }) {
  const t = useT(org);
  const locale = useLocale();
  const trpc = useTRPC();
  const { orgId, canManage } = useOrg();
  const queryClient = useQueryClient();
  const resend = useSubmit(trpc.org.orders.resendEvent.mutationOptions(), { invalidate: [trpc.org.pathFilter()] });
  const [resent, setResent] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="webhooks-title">
      <div className="event-head">
        <h3 id="webhooks-title">{t.webhooksTitle}</h3>
        <Button
          variant="default"
          size="xs"
          onClick={() =>
            queryClient.invalidateQueries(trpc.org.orders.detail.queryFilter(orderDetailInput(orgId, detail.order.id)))
          }
        >
          {t.refresh}
        </Button>
      </div>
      <p className="muted">{t.webhooksIntro}</p>
      <ErrorAlert error={resend.failure} />
      {detail.webhook_events.length === 0 ? (
        <p className="empty">{t.noWebhooks}</p>
      ) : (
        detail.webhook_events.map((e) => (
          <article key={e.id} className="event" aria-label={`${t.event} ${e.event}`}>
            <div className="event-head">
              <div>
                <strong>
                  <code>{e.event}</code>
                </strong>{' '}
                <EventStatusBadge status={e.status} />
              </div>
              {canManage && e.target_url ? (
                <Button
                  variant="default"
                  size="xs"
                  disabled={resend.busy}
                  onClick={async () => {
                    if (await resend.submit({ organizationId: orgId, eventId: e.id })) setResent(e.id);
                  }}
                >
                  {t.resend} <span className="sr-only">{e.event}</span>
                </Button>
              ) : null}
            </div>
            <div className="muted">
              {dateTime(e.created_at, locale)} · {t.target}: {e.target_url ?? t.none}
              {e.next_attempt_at ? ` · ${t.nextAttempt}: ${dateTime(e.next_attempt_at, locale)}` : ''}
            </div>
            {resent === e.id ? (
              <p role="status" className="ok-note">
                {t.resendQueued}
              </p>
            ) : null}
            <DeliveryAttempts event={e} />
          </article>
        ))
      )}
    </section>
  );
}

function DeliveryAttempts({ event }: { event: WebhookEvent }) {
  const t = useT(org);
  const locale = useLocale();
  if (event.attempts.length === 0) return event.target_url ? <p className="empty">{t.noAttempts}</p> : null;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t.attempts}
      </Text>
      <DataTable
        caption={t.attempts}
        rows={event.attempts}
        rowKey={(a) => a.id}
        columns={[
          {
            key: 'no',
            header: t.attemptNo,
            sortValue: (a) => a.attempt_number,
            cell: (a) => (
              <>
                {a.attempt_number} <span className="muted">({a.manual ? t.manual : t.automatic})</span>
              </>
            ),
          },
          dateColumn('when', t.when, 'started_at', locale),
          {
            key: 'result',
            header: t.result,
            cell: (a) => (
              <>
                <span className={a.succeeded ? 'tone-ok' : 'tone-danger'}>
                  {a.succeeded ? `✓ ${t.succeeded}` : `✗ ${t.failed}`}
                </span>
                {a.error ? <div className="muted">{a.error}</div> : null}
              </>
            ),
          },
          { key: 'status', header: t.httpStatus, cell: (a) => a.status_code ?? t.none },
          {
            key: 'duration',
            header: t.duration,
            nowrap: true,
            sortValue: (a) => a.duration_ms,
            cell: (a) => (a.duration_ms != null ? `${a.duration_ms} ms` : t.none),
          },
        ]}
      />
    </>
  );
}
