import { ORDER_STATUS_VALUES } from '~/server/api/routers/dashboard/org/schemas';
import { OrdersView } from './orders-view';

export default async function OrgOrdersPage({ searchParams }: { searchParams: Promise<{ status?: string | string[] }> }) {
  const { status } = await searchParams;
  const initial = ORDER_STATUS_VALUES.find((s) => s === status) ?? null;
  return <OrdersView initialStatus={initial} />;
}
