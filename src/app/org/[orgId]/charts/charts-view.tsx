'use client';

import { useQuery } from '@tanstack/react-query';
import { QueryState } from '~/app/_components/ui';
import { org } from '~/app/_i18n/messages/org';
import { useT } from '~/app/_i18n/use-t';
import { useTRPC } from '~/app/_lib/trpc';
import { useOrg } from '~/app/org/[orgId]/_components/org-context';
import { BalanceChart } from './balance-chart';
import { KeySpendChart } from './key-spend-chart';
import { OrdersByStatusChart } from './orders-by-status-chart';

export function ChartsView() {
  const t = useT(org);
  const { orgId } = useOrg();
  const trpc = useTRPC();
  const query = useQuery(trpc.org.charts.queryOptions({ organizationId: orgId }));
  return (
    <div className="stack">
      <h2>{t.chartsTitle}</h2>
      <QueryState query={query}>
        {query.data ? (
          <>
            <KeySpendChart data={query.data.key_spend} />
            <BalanceChart data={query.data.balance.points} />
            <OrdersByStatusChart data={query.data.orders_by_status} />
          </>
        ) : null}
      </QueryState>
    </div>
  );
}
