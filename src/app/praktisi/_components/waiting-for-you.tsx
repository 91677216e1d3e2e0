'use client';

import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { WaitingList } from '~/app/_components/waiting-list';
import { counted, fillIn } from '~/app/_i18n/messages/confirmations';
import { roleHomes } from '~/app/_i18n/messages/role-homes';
import { useLocale, useT } from '~/app/_i18n/use-t';
import { dateTime } from '~/app/_lib/format';
import { LIVE_REFRESH_MS } from '~/app/_lib/live-refresh';
import { useTRPC } from '~/app/_lib/trpc';

/**
 * The practitioner's home leads with what waits on them: offers to answer, orders taken but not started,
 * orders in work (with the nearest due date), orders waiting on the client, and open cases they have not
 * bid on. The lists below (offers here, orders and cases on their pages) are where each is done.
 */
export function WaitingForYou() {
  const trpc = useTRPC();
  const t = useT(roleHomes);
  const locale = useLocale();
  // The same queries (and keys) as the offers list and the orders page: one fetch each, refreshed alike.
  const offers = useQuery(trpc.practitioner.offers.list.queryOptions(undefined, { refetchInterval: LIVE_REFRESH_MS }));
  const orders = useQuery(trpc.practitioner.orders.list.queryOptions(undefined, { refetchInterval: 30_000 }));
  const board = useQuery(trpc.practitioner.cases.board.queryOptions());
  if (!offers.data || !orders.data) return null;
  const inState = (status: string) => orders.data.filter((o) => o.status === status);
  const toStart = inState('diambil');
  const inWork = inState('dikerjakan');
  const withClient = inState('butuh_input_klien');
  const nextDue = [...toStart, ...inWork].sort((a, b) => a.sla_due_at.localeCompare(b.sla_due_at))[0];
  const casesOpen = (board.data ?? []).filter((c) => !c.my_bid).length;
  const item = (n: number, template: string, href: string, action: string) => ({
    n,
    text: counted(template, n, locale),
    href,
    action,
  });
  return (
    <WaitingList
      id="waiting-title"
      title={t.waitingTitle}
      emptyText={t.practitionerNothing}
      items={[
        item(offers.data.offers.length, t.offersWaiting, '#offers-title', t.answer),
        item(toStart.length, t.ordersToStart, '/praktisi/order', t.start),
        item(inWork.length, t.ordersInWork, '/praktisi/order', t.handIn),
        item(withClient.length, t.ordersWithClient, '/praktisi/order', t.view),
        item(casesOpen, t.casesOpen, '/praktisi/kasus', t.bid),
      ]}
    >
      {nextDue ? (
        <Text size="sm" c="dimmed" mt="xs">
          {fillIn(t.nextDue, { service: nextDue.service_name, due: dateTime(nextDue.sla_due_at, locale) })}
        </Text>
      ) : null}
    </WaitingList>
  );
}
