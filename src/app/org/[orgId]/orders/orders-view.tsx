'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Text } from '@mantine/core';
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
  const statusLabel = useOrderStatusLabel();
  const locale = useLocale();
  const router = useRouter();
  const { orgId, testMode } = useOrg();
  const [status, setStatus] = useState<Status | null>(initialStatus);
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.org.orders.list.infiniteQueryOptions(orderListInput(orgId, status, testMode), {
      getNextPageParam: nextCursor,
    }),
  );
  const orders = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <div className="stack">
      <h2>{t.ordersTitle}</h2>
      <div className="filters">
        <div className="field">
          <label htmlFor="order-status-filter">{t.filterStatus}</label>
          <select
            id="order-status-filter"
            value={status ?? ''}
            onChange={(e) => {
              const next = (e.target.value || null) as Status | null;
              setStatus(next);
              router.replace(next ? `/org/${orgId}/orders?status=${next}` : `/org/${orgId}/orders`, { scroll: false });
            }}
          >
            <option value="">{t.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)} ({s})
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={query} empty={orders.length === 0} emptyText={t.noOrders}>
        <DataTable
          caption={t.ordersTitle}
          rows={orders}
          rowKey={(o) => o.id}
          columns={[
            {
              key: 'id',
              header: t.orderId,
              cell: (o) => <Link href={`/org/${orgId}/orders/${o.id}`}>{o.id}</Link>,
              sortValue: (o) => o.id,
            },
            { key: 'service', header: t.service, cell: (o) => <code>{o.service}</code>, sortValue: (o) => o.service },
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
