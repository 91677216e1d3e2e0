import { notFound } from 'next/navigation';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { getDb } from '~/server/db/client';
import { organizationHasOrder } from '~/server/domain/organizations/organization-records';
import { OrderPaperDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { orderDetailInput } from './order-detail';
import { OrderDetailView } from './order-detail-view';

/**
 * An order of this organization, rendered with its data (prefetched on the server, so the first paint
 * shows the order); any other id is the app's 404 page with status 404.
 */
export default async function OrgOrderPage({ params }: { params: Promise<{ orgId: string; orderId: string }> }) {
  const { orgId, orderId } = await params;
  if (!(await organizationHasOrder(await getDb(), orgId, orderId))) notFound();
  return (
    <Prefetched queries={[trpcServer.org.orders.detail.queryOptions(orderDetailInput(orgId, orderId))]}>
      <OrderDetailView orderId={orderId} />
      <OrderPaperDownloads orgId={orgId} orderId={orderId} />
    </Prefetched>
  );
}
