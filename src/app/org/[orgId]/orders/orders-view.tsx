'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Select, Text } from '@mantine/core';
import { ListFilters } from '~/app/_components/list-filters';
import { listFilters } from '~/app/_i18n/messages/list-filters';
import { LIVE_REFRESH_MS } from '~/app/_lib/live-refresh';
import type { ListFilter } from '~/shared/dashboard/list-filter';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { nextCursor } from '~/app/_lib/paging';
import { useTRPC } from '~/app/_lib/trpc';
import { orderListInput } from './order-list';
import { ORDER_STATUSES } from '~/shared/orders/order-statuses';
import { useOrderStatusLabel } from '~/app/_components/order-status-badge';
import { OrderStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { LoadMore } from '~/app/org/[orgId]/_components/load-more';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';

type Status = (typeof ORDER_STATUSES)[number];

export function OrdersView({ initialStatus }: { initialStatus: Status | null }) {
  const t = useT(org);
  const lf = useT(listFilters);
  const statusLabel = useOrderStatusLabel();
  const locale = useLocale();
  const router = useRouter();
  const { orgId, testMode } = useOrg();
  const [status, setStatus] = useState<Status | null>(initialStatus);
  const [filter, setFilter] = useState<ListFilter>({});
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.org.orders.list.infiniteQueryOptions(orderListInput(orgId, status, testMode, filter), {
      getNextPageParam: nextCursor,
      // A new order or a status change shows up without a reload.
      refetchInterval: LIVE_REFRESH_MS,
    }),
  );
  const orders = query.data?.pages.flatMap((p) => p.data) ?? [];
  const chooseStatus = (next: Status | null) => {
    setStatus(next);
    router.replace(next ? `/org/${orgId}/orders?status=${next}` : `/org/${orgId}/orders`, { scroll: false });
  };

  return (
    <div className="stack">
      <h2>{t.ordersTitle}</h2>
      <ListFilters
        id="orders"
        value={filter}
        onChange={setFilter}
        searchPlaceholder={lf.ordersSearch}
        active={status != null}
        onClear={() => chooseStatus(null)}
      >
        <Select
          id="order-status-filter"
          label={t.filterStatus}
          value={status}
          placeholder={t.allStatuses}
          clearable
          data={ORDER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
          onChange={(value) => chooseStatus((value as Status | null) ?? null)}
          w={220}
        />
      </ListFilters>
      <QueryState query={query} empty={orders.length === 0} emptyText={t.noOrders}>
        <DataTable
          caption={t.ordersTitle}
          rows={orders}
          rowKey={(o) => o.id}
          columns={[
            {
              key: 'order',
              header: t.orderTitle,
              sortValue: (o) => o.service_name,
              cell: (o) => (
                <>
                  <Link href={`/org/${orgId}/orders/${o.id}`}>{o.service_name}</Link>
                  {o.subject ? <Text size="sm">{o.subject}</Text> : null}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {o.id}
                  </Text>
                </>
              ),
            },
            {
              key: 'status',
              header: t.filterStatus,
              sortValue: (o) => o.status,
              cell: (o) => (
                <>
                  <OrderStatusBadge status={o.status} />
                  {o.approval_required && o.status === 'menunggu_bayar' ? (
                    <Text size="sm" c="dimmed">
                      {t.needsApproval}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              key: 'price',
              header: t.price,
              nowrap: true,
              cell: (o) => rupiah(o.price_idr),
              sortValue: (o) => o.price_idr,
            },
            dateColumn('created', t.created, 'created_at', locale),
          ]}
          footer={<LoadMore query={query} />}
        />
      </QueryState>
    </div>
  );
}
