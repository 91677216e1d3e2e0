import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { CancellationsView } from './cancellations-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function CancellationsPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.cancellations.list.queryOptions()]}>
      <CancellationsView />
    </Prefetched>
  );
}
