import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { OrdersExportDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';
import { ORDER_STATUSES } from '~/shared/orders/order-statuses';
import { orderListInput } from './order-list';
import { OrdersView } from './orders-view';

/** Its first page comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgOrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ orgId: string }>;
  searchParams: Promise<{ status?: string | string[] }>;
}) {
  const { orgId } = await params;
  const { status } = await searchParams;
  const initial = ORDER_STATUSES.find((s) => s === status) ?? null;
  const input = orderListInput(orgId, initial, await testModeOn());
  return (
    <Prefetched pages={[trpcServer.org.orders.list.infiniteQueryOptions(input, { getNextPageParam: nextCursor })]}>
      <OrdersView initialStatus={initial} />
      <OrdersExportDownloads orgId={orgId} status={initial} />
    </Prefetched>
  );
}
