'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { ErrorAlert, QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { trpc } from '~/app/_lib/trpc';
import { EventStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { orgKey, useOrg } from '~/app/org/[orgId]/_components/org-context';
import { EVENT_TYPES } from '~/shared/v1/event-schema';
import { TableScroll } from '~/app/_components/table-scroll';

type EventType = (typeof EVENT_TYPES)[number];

/** Every event of the organization across orders, newest first, with its delivery and a resend for admins. */
export function EventsView() {
  const t = useT(org);
  const locale = useLocale();
  const { orgId, canManage, testMode } = useOrg();
  const queryClient = useQueryClient();
  const [type, setType] = useState<EventType | null>(null);
  const [orderDraft, setOrderDraft] = useState('');
  const [orderId, setOrderId] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: orgKey(orgId, 'events', type, orderId, testMode),
    queryFn: ({ pageParam }) =>
      trpc.org.events.list.query({
        organizationId: orgId,
        type: type ?? undefined,
        orderId: orderId ?? undefined,
        cursor: pageParam,
        limit: 25,
        test: testMode,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.data.at(-1)?.id : undefined),
  });
  const resend = useMutation({
    mutationFn: (eventId: string) => trpc.org.orders.resendEvent.mutate({ organizationId: orgId, eventId }),
    onSuccess: (_, eventId) => {
      setResent(eventId);
      return queryClient.invalidateQueries({ queryKey: orgKey(orgId, 'events') });
    },
  });
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="stack">
      <h2>{t.eventsTitle}</h2>
      <p className="muted">{t.eventsIntro}</p>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setOrderId(orderDraft.trim() || null);
        }}
      >
        <div className="field">
          <label htmlFor="event-type-filter">{t.filterEventType}</label>
          <select
            id="event-type-filter"
            value={type ?? ''}
            onChange={(e) => setType((e.target.value || null) as EventType | null)}
          >
            <option value="">{t.allEventTypes}</option>
            {EVENT_TYPES.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="event-order-filter">{t.filterOrderId}</label>
          <input
            id="event-order-filter"
            value={orderDraft}
            placeholder="ord_…"
            onChange={(e) => setOrderDraft(e.target.value)}
          />
        </div>
        <button type="submit">{t.applyFilter}</button>
      </form>
      <ErrorAlert error={resend.error} />
      <QueryState query={query} empty={events.length === 0} emptyText={t.noEvents}>
        <>
          <TableScroll>
            <table className="stack-table">
              <thead>
                <tr>
                  <th scope="col">{t.when}</th>
                  <th scope="col">{t.event}</th>
                  <th scope="col">{t.orderId}</th>
                  <th scope="col">{t.result}</th>
                  <th scope="col">{t.lastAttempt}</th>
                  {canManage ? <th scope="col">{t.resend}</th> : null}
                </tr>
              </thead>
              <tbody>
                {events.map((e) => {
                  const last = e.delivery.attempts.at(-1);
                  return (
                    <tr key={e.id}>
                      <td data-label={t.when} className="nowrap">
                        {dateTime(e.created_at, locale)}
                      </td>
                      <td data-label={t.event}>
                        <code>{e.type}</code>
                      </td>
                      <td data-label={t.orderId}>
                        <Link href={`/org/${orgId}/orders/${e.order_id}`}>{e.order_id}</Link>
                      </td>
                      <td data-label={t.result}>
                        <EventStatusBadge status={e.delivery.status} />
                      </td>
                      <td data-label={t.lastAttempt}>
                        {last
                          ? `${dateTime(last.started_at, locale)} · ${last.status_code ?? last.error ?? t.none} · ${t.attemptsCount}: ${e.delivery.attempts.length}`
                          : t.none}
                      </td>
                      {canManage ? (
                        <td data-label={t.resend}>
                          {e.delivery.target_url ? (
                            <button type="button" disabled={resend.isPending} onClick={() => resend.mutate(e.id)}>
                              {t.resend} <span className="sr-only">{`${e.type} ${e.order_id}`}</span>
                            </button>
                          ) : (
                            t.none
                          )}
                          {resent === e.id ? (
                            <p role="status" className="ok-note">
                              {t.resendQueued}
                            </p>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
          {query.hasNextPage ? (
            <button type="button" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {t.loadMore}
            </button>
          ) : null}
        </>
      </QueryState>
    </div>
  );
}
