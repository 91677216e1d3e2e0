import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { OperationsView } from './operations-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function OperationsPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.operations.board.queryOptions()]}>
      <OperationsView />
    </Prefetched>
  );
}
