import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { PractitionersView } from './practitioners-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function PractitionersPage() {
  return (
    <Prefetched
      queries={[
        trpcServer.staff.operator.practitioners.list.queryOptions(),
        trpcServer.staff.operator.catalog.list.queryOptions(),
      ]}
    >
      <PractitionersView />
    </Prefetched>
  );
}
