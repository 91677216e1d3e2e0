'use client';

import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { LIVE_REFRESH_MS } from '~/app/_lib/live-refresh';
import { useTRPC } from '~/app/_lib/trpc';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { OrderActions } from './order-actions';
import { orderDetailInput } from './order-detail';
import { OrderFacts } from './order-facts';
import { OrderIntake, OrderTimeline } from './order-history';
import { OrderDeliverable, OrderFiles, OrderMessages } from './order-messages';
import { WebhookEvents } from './webhook-events';

export function OrderDetailView({ orderId }: { orderId: string }) {
  const t = useT(org);
  const trpc = useTRPC();
  const { orgId, canManage } = useOrg();
  const query = useQuery(
    // A practitioner's question or a new status shows up without a reload.
    trpc.org.orders.detail.queryOptions(orderDetailInput(orgId, orderId), { refetchInterval: LIVE_REFRESH_MS }),
  );
  const data = query.data;
  return (
    <div className="stack">
      <p>
        <Link href={`/org/${orgId}/orders`}>{t.backToOrders}</Link>
      </p>
      <QueryState query={query}>
        {data ? (
          <Grid gap="lg">
            <Grid.Col span={12}>
              <OrderFacts detail={data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} className="stack">
              {canManage ? <OrderActions order={data.order} /> : null}
              <OrderMessages messages={data.order.messages} files={data.order.files} />
              <OrderDeliverable deliverable={data.order.deliverable} files={data.order.files} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} className="stack">
              <OrderFiles files={data.order.files} />
              <OrderIntake fields={data.intake_fields} files={data.order.files} />
              <OrderTimeline history={data.history} />
            </Grid.Col>
            <Grid.Col span={12}>
              <WebhookEvents detail={data} />
            </Grid.Col>
          </Grid>
        ) : null}
      </QueryState>
    </div>
  );
}
