import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { ApplicationsView } from './applications-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function ApplicationsPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.applications.list.queryOptions({ status: 'pending' })]}>
      <ApplicationsView />
    </Prefetched>
  );
}
