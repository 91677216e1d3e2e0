'use client';

import { Button, Group, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { ErrorAlert } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { orderPage } from '~/app/_i18n/messages/order-page';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { useSubmit } from '~/app/_lib/use-submit';
import { EventStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { orderDetailInput, type OrderDetail } from './order-detail';

type WebhookEvent = OrderDetail['webhook_events'][number];

/**
 * The order's webhook log as one compact table (event, result, last attempt, resend), as on the events
 * page; every attempt of an event opens on demand.
 */
export function WebhookEvents({ detail }: { detail: OrderDetail }) {
  const t = useT(org);
  const p = useT(orderPage);
  const locale = useLocale();
  const trpc = useTRPC();
  const { orgId, canManage } = useOrg();
  const queryClient = useQueryClient();
  const resend = useSubmit(trpc.org.orders.resendEvent.mutationOptions(), { invalidate: [trpc.org.pathFilter()] });
  const [resent, setResent] = useState<string | null>(null);
  const [opened, setOpened] = useState<WebhookEvent | null>(null);
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
        <DataTable
          caption={t.webhooksTitle}
          rows={detail.webhook_events}
          rowKey={(e) => e.id}
          pageSize={10}
          layout="list"
          columns={[
            { key: 'event', header: t.event, sortValue: (e) => e.event, cell: (e) => <code>{e.event}</code> },
            {
              key: 'result',
              header: t.result,
              sortValue: (e) => e.status,
              cell: (e) => <EventStatusBadge status={e.status} />,
            },
            {
              key: 'last',
              header: p.lastAttempt,
              cell: (e) => {
                const last = e.attempts.at(-1);
                if (!last) return e.target_url ? p.noAttemptYet : t.none;
                return `${dateTime(last.started_at, locale)} · ${last.status_code ?? (last.succeeded ? t.succeeded : t.failed)}`;
              },
            },
            {
              key: 'actions',
              header: t.actionsTitle,
              cell: (e) => (
                <>
                  <Group gap={4} wrap="nowrap">
                    {e.attempts.length > 0 ? (
                      <Button variant="subtle" size="compact-sm" onClick={() => setOpened(e)}>
                        {p.attemptsButton} ({e.attempts.length}) <span className="sr-only">{e.event}</span>
                      </Button>
                    ) : null}
                    {canManage && e.target_url ? (
                      <Button
                        variant="default"
                        size="compact-sm"
                        disabled={resend.busy}
                        onClick={async () => {
                          if (await resend.submit({ organizationId: orgId, eventId: e.id })) setResent(e.id);
                        }}
                      >
                        {t.resend} <span className="sr-only">{e.event}</span>
                      </Button>
                    ) : null}
                  </Group>
                  {resent === e.id ? (
                    <p role="status" className="ok-note">
                      {t.resendQueued}
                    </p>
                  ) : null}
                </>
              ),
            },
          ]}
        />
      )}
      <Modal
        opened={opened != null}
        onClose={() => setOpened(null)}
        title={opened ? `${p.attemptsOf}: ${opened.event}` : p.attemptsOf}
        size="xl"
        closeButtonProps={{ 'aria-label': p.close }}
      >
        {opened ? <DeliveryAttempts event={opened} /> : null}
      </Modal>
    </section>
  );
}

function DeliveryAttempts({ event }: { event: WebhookEvent }) {
  const t = useT(org);
  const locale = useLocale();
  return (
    <>
      <p className="muted">
        {t.target}: {event.target_url ?? t.none}
        {event.next_attempt_at ? ` · ${t.nextAttempt}: ${dateTime(event.next_attempt_at, locale)}` : ''}
      </p>
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
