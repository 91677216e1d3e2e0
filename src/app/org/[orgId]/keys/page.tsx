import { KeysView } from './keys-view';
import { ConnectedApps } from './connected-apps';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgKeysPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const test = await testModeOn();
  return (
    <Prefetched
      queries={[
        trpcServer.org.keys.list.queryOptions({ organizationId: orgId, test }),
        trpcServer.org.connectedApps.list.queryOptions({ organizationId: orgId }),
      ]}
    >
      <KeysView />
      <ConnectedApps />
    </Prefetched>
  );
}
