import { notFound } from 'next/navigation';
import { getDb } from '~/server/db/client';
import { organizationHasOrder } from '~/server/domain/organizations/organization-records';
import { OrderPaperDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { OrderDetailView } from './order-detail-view';

/** An order of this organization; any other id is the app's 404 page with status 404. */
export default async function OrgOrderPage({ params }: { params: Promise<{ orgId: string; orderId: string }> }) {
  const { orgId, orderId } = await params;
  if (!(await organizationHasOrder(await getDb(), orgId, orderId))) notFound();
  return (
    <>
      <OrderDetailView orderId={orderId} />
      <OrderPaperDownloads orgId={orgId} orderId={orderId} />
    </>
  );
}
