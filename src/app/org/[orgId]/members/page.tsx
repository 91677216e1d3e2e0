import { MembersView } from './members-view';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgMembersPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  return (
    <Prefetched queries={[trpcServer.org.members.list.queryOptions({ organizationId: orgId })]}>
      <MembersView />
    </Prefetched>
  );
}
