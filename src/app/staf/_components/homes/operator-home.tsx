'use client';

import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { DataTable } from '~/app/_components/data-table/data-table';
import { QueryState } from '~/app/_components/ui';
import { WaitingList } from '~/app/_components/waiting-list';
import { counted } from '~/app/_i18n/messages/confirmations';
import { roleHomes } from '~/app/_i18n/messages/role-homes';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime, rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';

/**
 * The operator's home: applications to review, disputes to decide and orders nobody took after their
 * offers lapsed, each with the way to act; then the lapsing orders themselves, the oldest first.
 */
export function OperatorHome() {
  const trpc = useTRPC();
  const t = useT(roleHomes);
  const locale = useLocale();
  const home = useQuery(trpc.staff.operator.home.queryOptions());
  const data = home.data;
  return (
    <QueryState query={home}>
      {data ? (
        <Stack gap="md">
          <WaitingList
            id="waiting-title"
            title={t.waitingTitle}
            emptyText={t.operatorNothing}
            items={[
              {
                n: data.applications_pending,
                text: counted(t.applicationsWaiting, data.applications_pending, locale),
                href: '/staf/operator/permohonan',
                action: t.review,
              },
              {
                n: data.disputes_open,
                text: counted(t.disputesWaiting, data.disputes_open, locale),
                href: '/staf/operator/sengketa',
                action: t.decide,
              },
              {
                n: data.lapsing_total,
                text: counted(t.lapsingWaiting, data.lapsing_total, locale),
                href: '#lapsing-title',
                action: t.view,
              },
            ]}
          />
          {data.lapsing_orders.length > 0 ? (
            <section className="card" aria-labelledby="lapsing-title">
              <Title order={2} size="h3" id="lapsing-title">
                {t.lapsingTitle}
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                {t.lapsingIntro}
              </Text>
              <DataTable
                caption={t.lapsingTitle}
                rows={data.lapsing_orders}
                rowKey={(o) => o.id}
                columns={[
                  {
                    key: 'order',
                    header: t.order,
                    cell: (o) => (
                      <>
                        <Text fw={600}>{o.service_name}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {o.id}
                        </Text>
                      </>
                    ),
                  },
                  { key: 'org', header: t.organization, cell: (o) => o.organization_name },
                  { key: 'amount', header: t.amount, cell: (o) => rupiah(o.price_idr) },
                  {
                    key: 'lapsed',
                    header: t.lapsedHeader,
                    cell: (o) => counted(t.lapsedOffers, o.lapsed_offers, locale),
                  },
                  { key: 'since', header: t.waitingSince, cell: (o) => dateTime(o.created_at, locale) },
                ]}
              />
              <Group gap="md" mt="sm">
                <Anchor component={Link} href="/staf/operator/praktisi">
                  {t.toPractitioners}
                </Anchor>
                <Anchor component={Link} href="/staf/operator/pembatalan">
                  {t.toCancellations}
                </Anchor>
              </Group>
            </section>
          ) : null}
        </Stack>
      ) : null}
    </QueryState>
  );
}
