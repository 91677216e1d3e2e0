import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { DisputesView } from './disputes-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function DisputesPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.disputes.list.queryOptions()]}>
      <DisputesView />
    </Prefetched>
  );
}
