import { ORDER_STATUSES } from '~/shared/orders/order-statuses';
import { OrdersView } from './orders-view';

export default async function OrgOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ status?: string | string[] }>;
}) {
  const { status } = await searchParams;
  const initial = ORDER_STATUSES.find((s) => s === status) ?? null;
  return <OrdersView initialStatus={initial} />;
}
