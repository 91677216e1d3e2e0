import { OrdersView } from './orders-view';

export default function PractitionerOrdersPage() {
  return <OrdersView />;
}
