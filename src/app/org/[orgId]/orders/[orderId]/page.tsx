import { OrderDetailView } from './order-detail-view';

export default async function OrgOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  return <OrderDetailView orderId={orderId} />;
}
