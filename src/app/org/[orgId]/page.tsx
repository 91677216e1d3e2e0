import { OverviewView } from './overview-view';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgOverviewPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  return (
    <Prefetched
      queries={[
        trpcServer.org.overview.queryOptions({ organizationId: orgId }),
        trpcServer.org.home.queryOptions({ organizationId: orgId }),
      ]}
    >
      <OverviewView />
    </Prefetched>
  );
}
