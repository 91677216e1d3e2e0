'use client';

import Link from 'next/link';
import type { inferRouterOutputs } from '@trpc/server';
import { Text } from '@mantine/core';
import { dateColumn } from '~/app/_components/data-table/columns';
import { DataTable } from '~/app/_components/data-table/data-table';
import { orgHome } from '~/app/_i18n/messages/org-home';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { OrderStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';

type RecentOrder = inferRouterOutputs<DashboardRouter>['org']['home']['recent_orders'][number];

/** The latest orders, each titled by its service and the company in its intake. */
export function RecentOrders({ orders }: { orders: RecentOrder[] }) {
  const h = useT(orgHome);
  const locale = useLocale();
  const { orgId } = useOrg();
  if (orders.length === 0) return <p className="empty">{h.noOrders}</p>;
  return (
    <DataTable
      caption={h.recentTitle}
      rows={orders}
      rowKey={(o) => o.id}
      columns={[
        {
          key: 'order',
          header: h.order,
          cell: (o) => (
            <>
              <Link href={`/org/${orgId}/orders/${o.id}`}>{o.service_name}</Link>
              {o.subject ? (
                <Text size="sm" c="dimmed">
                  {o.subject}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'status', header: h.status, cell: (o) => <OrderStatusBadge status={o.status} /> },
        { key: 'price', header: h.price, nowrap: true, cell: (o) => rupiah(o.price_idr) },
        dateColumn('created', h.created, 'created_at', locale),
      ]}
    />
  );
}
