import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { practitionerListInput } from './practitioner-list';
import { PractitionersView } from './practitioners-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function PractitionersPage() {
  return (
    <Prefetched
      queries={[trpcServer.staff.operator.catalog.list.queryOptions()]}
      pages={[
        trpcServer.staff.operator.practitioners.list.infiniteQueryOptions(practitionerListInput(), {
          getNextPageParam: nextCursor,
        }),
      ]}
    >
      <PractitionersView />
    </Prefetched>
  );
}
