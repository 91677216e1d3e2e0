import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { OrdersView } from './orders-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function PractitionerOrdersPage() {
  return (
    <Prefetched queries={[trpcServer.practitioner.orders.list.queryOptions()]}>
      <OrdersView />
    </Prefetched>
  );
}
