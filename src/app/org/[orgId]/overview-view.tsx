'use client';

import { Anchor, Group, Progress, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { QueryState } from '~/app/_components/ui';
import { fillIn } from '~/app/_i18n/messages/confirmations';
import { org } from '~/app/_i18n/messages/org';
import { orgHome } from '~/app/_i18n/messages/org-home';
import { useT } from '~/app/_i18n/use-t';
import { rupiah } from '~/app/_lib/format';
import { useTRPC } from '~/app/_lib/trpc';
import { OrgStatusBadge, label } from './_components/badges';
import { useOrg } from './_components/org-context';
import { RejectionNotice } from './_components/rejection-notice';
import { AttentionList } from './home/attention-list';
import { RecentOrders } from './home/recent-orders';

/**
 * The organization's home: while under review its status leads; then what needs someone now, the money
 * at a glance and the latest orders. Settings (threshold, two-step rule, application) live on their own page.
 */
export function OverviewView() {
  const t = useT(org);
  const h = useT(orgHome);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const overview = useQuery(trpc.org.overview.queryOptions({ organizationId: orgId }));
  const home = useQuery(trpc.org.home.queryOptions({ organizationId: orgId }));
  const data = overview.data;
  const spend = home.data?.key_spend ?? [];
  // The keys' limits count an order from its creation, also while it awaits approval: shown as such, apart
  // from what was paid.
  const committed = spend.reduce((sum, k) => sum + k.month_spent_idr, 0);
  const limit = spend.reduce((sum, k) => sum + k.monthly_limit_idr, 0);
  const limitUsed = fillIn(h.limitUsed, { used: rupiah(committed), limit: rupiah(limit) });
  return (
    <QueryState query={overview}>
      {data ? (
        <div className="stack">
          {data.status !== 'approved' ? (
            <section className="card" aria-labelledby="status-title">
              <h2 id="status-title">
                {t.statusTitle}: <OrgStatusBadge status={data.status} />
              </h2>
              <p>{label(t, 'orgStatusHelp_', data.status)}</p>
            </section>
          ) : null}
          {data.status === 'rejected' ? <RejectionNotice reason={data.rejection_reason} /> : null}

          <QueryState query={home}>{home.data ? <AttentionList attention={home.data.attention} /> : null}</QueryState>

          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <section className="card" aria-labelledby="deposit-figure">
              <Text size="sm" c="dimmed" component="h2" id="deposit-figure" m={0}>
                {t.depositAvailable}
              </Text>
              <p className="big-number">{rupiah(data.deposit_idr)}</p>
              {data.transfer ? (
                <Anchor component={Link} href={`/org/${orgId}/deposit`} size="sm">
                  {h.topUp}
                </Anchor>
              ) : null}
            </section>
            <section className="card" aria-labelledby="escrow-figure">
              <Text size="sm" c="dimmed" component="h2" id="escrow-figure" m={0}>
                {t.escrowHeld}
              </Text>
              <p className="big-number">{rupiah(data.escrow_idr)}</p>
              <Text size="sm" c="dimmed">
                {t.escrowHelp}
              </Text>
            </section>
            <section className="card" aria-labelledby="spend-figure">
              <Text size="sm" c="dimmed" component="h2" id="spend-figure" m={0}>
                {h.monthSpend}
              </Text>
              <p className="big-number">{rupiah(home.data?.month_paid_idr ?? 0)}</p>
              {limit > 0 ? (
                <>
                  <Progress value={Math.min(100, (committed / limit) * 100)} aria-label={limitUsed} size="sm" />
                  <Text size="sm" c="dimmed" mt={4}>
                    {limitUsed}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {h.noKeys}
                </Text>
              )}
            </section>
          </SimpleGrid>

          <section className="card" aria-labelledby="recent-title">
            <Group justify="space-between">
              <Title order={2} size="h3" id="recent-title">
                {h.recentTitle}
              </Title>
              <Anchor component={Link} href={`/org/${orgId}/orders`} size="sm">
                {h.allOrders}
              </Anchor>
            </Group>
            {home.data ? <RecentOrders orders={home.data.recent_orders} /> : null}
          </section>
        </div>
      ) : null}
    </QueryState>
  );
}
