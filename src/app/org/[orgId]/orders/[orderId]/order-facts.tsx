'use client';

import { Code, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { nextStepKey, orderPage } from '~/app/_i18n/messages/order-page';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { OrderStatusBadge } from '~/app/org/[orgId]/_components/badges';
import { CopyButton } from '~/app/org/[orgId]/_components/copy-button';
import type { OrderDetail } from './order-detail';

/**
 * What a person needs first: the service, the status in words and what happens next, the amounts and the
 * dates (Jakarta time). The ids and the callback address follow in a secondary, copyable line.
 */
export function OrderFacts({ detail }: { detail: OrderDetail }) {
  const t = useT(orderPage);
  const locale = useLocale();
  const { order } = detail;
  const figures: [string, string][] = [
    [t.price, rupiah(order.price_idr)],
    ...(order.max_budget != null ? [[t.maxBudget, rupiah(order.max_budget)] as [string, string]] : []),
    [t.slaDue, dateTime(order.sla_due_at, locale)],
    [t.created, dateTime(order.created_at, locale)],
  ];
  return (
    <section className="card" aria-labelledby="order-title">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={2} id="order-title" size="h3">
          {detail.service_name}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text mt="xs" aria-label={t.nextStep}>
        {t[nextStepKey(order.status)]}
      </Text>
      {order.approval_required && order.status === 'menunggu_bayar' ? (
        <Text size="sm" c="dimmed">
          {t.needsApproval}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="md" mt="md">
        {figures.map(([name, value]) => (
          <div key={name}>
            <Text size="xs" c="dimmed">
              {name}
            </Text>
            <Text fw={600} size="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Group gap="xs" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t.orderId}
        </Text>
        <Code>{order.id}</Code>
        <CopyButton text={order.id} />
        <Text size="sm" c="dimmed">
          · {t.serviceCode}
        </Text>
        <Code>{order.service}</Code>
      </Group>
      {order.callback_url ? (
        <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
          {t.callbackUrl}: {order.callback_url}
        </Text>
      ) : null}
    </section>
  );
}
