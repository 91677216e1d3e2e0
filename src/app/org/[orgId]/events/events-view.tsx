'use client';

import { Alert, Button, List, Select } from '@mantine/core';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert, QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { nextCursor } from '~/app/_lib/paging';
import { useTRPC } from '~/app/_lib/trpc';
import { eventListInput } from './event-list';
import { EventStatusBadge, label } from '~/app/org/[orgId]/_components/badges';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { EVENT_TYPES } from '~/shared/v1/event-schema';

import { DELIVERY_STATUSES, type DeliveryStatus, type EventType } from './event-list';
import { useSubmit } from '~/app/_lib/use-submit';

/** Every event of the organization across orders, newest first, with its delivery and a resend for admins. */
export function EventsView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage, testMode } = useOrg();
  const queryClient = useQueryClient();
  const [type, setType] = useState<EventType | null>(null);
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [filter, setFilter] = useState<ListFilter>({});
  const lf = useT(listFilters);
  const [resent, setResent] = useState<string | null>(null);
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.org.events.list.infiniteQueryOptions(eventListInput(orgId, { type, status }, testMode, filter), {
      getNextPageParam: nextCursor,
    }),
  );
  const resend = useSubmit(
    trpc.org.orders.resendEvent.mutationOptions({
      onSuccess: (_, { eventId }) => {
        setResent(eventId);
        return queryClient.invalidateQueries(trpc.org.events.list.pathFilter());
      },
    }),
  );
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];
  const paused = useQuery(trpc.org.events.pausedTargets.queryOptions({ organizationId: orgId }));

  return (
    <div className="stack">
      <h2>{t.eventsTitle}</h2>
      <p className="muted">{t.eventsIntro}</p>
      {paused.data?.length ? (
        <Alert color="yellow" role="status" title={t.webhooksPausedTitle}>
          <p>{t.webhooksPaused}</p>
          <List>
            {paused.data.map((p) => (
              <List.Item key={p.targetUrl}>
                <code>{p.targetUrl}</code> · {t.webhooksPausedSince} {dateTime(p.pausedAt, locale)} · {p.held}{' '}
                {t.webhooksHeld}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      <ListFilters
        id="events"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.eventsSearch}
        active={type != null || status != null}
        onClear={() => {
          setType(null);
          setStatus(null);
        }}
      >
        <Select
          id="event-type-filter"
          label={t.filterEventType}
          value={type}
          placeholder={t.allEventTypes}
          clearable
          data={[...EVENT_TYPES]}
          onChange={(value) => setType((value as EventType | null) ?? null)}
          w={220}
        />
        <Select
          id="event-status-filter"
          label={t.result}
          value={status}
          placeholder={lf.anyResult}
          clearable
          data={DELIVERY_STATUSES.map((v) => ({ value: v, label: label(t, 'eventStatus_', v) }))}
          onChange={(value) => setStatus((value as DeliveryStatus | null) ?? null)}
          w={200}
        />
      </ListFilters>
      <ErrorAlert error={resend.failure} />
      <QueryState query={query} empty={events.length === 0} emptyText={t.noEvents}>
        <DataTable
          caption={t.eventsTitle}
          rows={events}
          rowKey={(e) => e.id}
          columns={[
            dateColumn('when', t.when, 'created_at', locale),
            { key: 'event', header: t.event, sortValue: (e) => e.type, cell: (e) => <code>{e.type}</code> },
            {
              key: 'order',
              header: t.orderId,
              sortValue: (e) => e.order_id,
              cell: (e) => <Link href={`/org/${orgId}/orders/${e.order_id}`}>{e.order_id}</Link>,
            },
            {
              key: 'result',
              header: t.result,
              sortValue: (e) => e.delivery.status,
              cell: (e) => <EventStatusBadge status={e.delivery.status} />,
            },
            {
              key: 'lastAttempt',
              header: t.lastAttempt,
              cell: (e) => {
                const last = e.delivery.attempts.at(-1);
                return last
                  ? `${dateTime(last.started_at, locale)} · ${last.status_code ?? last.error ?? t.none} · ${t.attemptsCount}: ${e.delivery.attempts.length}`
                  : t.none;
              },
            },
            ...(canManage
              ? [
                  {
                    key: 'resend',
                    header: t.resend,
                    cell: (e: (typeof events)[number]) => (
                      <>
                        {e.delivery.target_url ? (
                          <Button
                            variant="default"
                            disabled={resend.busy}
                            onClick={() => resend.submit({ organizationId: orgId, eventId: e.id })}
                          >
                            {t.resend} <span className="sr-only">{`${e.type} ${e.order_id}`}</span>
                          </Button>
                        ) : (
                          t.none
                        )}
                        {resent === e.id ? (
                          <p role="status" className="ok-note">
                            {t.resendQueued}
                          </p>
                        ) : null}
                      </>
                    ),
                  },
                ]
              : []),
          ]}
          footer={<LoadMore query={query} />}
        />
      </QueryState>
    </div>
  );
}
