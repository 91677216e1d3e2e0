import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { applicationListInput } from './application-list';
import { ApplicationsView } from './applications-view';

/** Its first page comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function ApplicationsPage() {
  return (
    <Prefetched
      pages={[
        trpcServer.staff.operator.applications.list.infiniteQueryOptions(applicationListInput('pending'), {
          getNextPageParam: nextCursor,
        }),
      ]}
    >
      <ApplicationsView />
    </Prefetched>
  );
}
