import { eventListInput } from './event-list';
import { EventsView } from './events-view';
import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgEventsPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const input = eventListInput(orgId, { type: null }, await testModeOn());
  return (
    <Prefetched
      queries={[trpcServer.org.events.pausedTargets.queryOptions({ organizationId: orgId })]}
      pages={[trpcServer.org.events.list.infiniteQueryOptions(input, { getNextPageParam: nextCursor })]}
    >
      <EventsView />
    </Prefetched>
  );
}
