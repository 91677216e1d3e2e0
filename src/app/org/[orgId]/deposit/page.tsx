import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { DepositPaperDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';
import { DepositView } from './deposit-view';

/**
 * In test mode the test balance comes with the page (prefetched on the server). The live ledger pages by
 * `before`, outside tRPC's paging, so the browser asks for it.
 */
export default async function OrgDepositPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const test = await testModeOn();
  return (
    <Prefetched queries={test ? [trpcServer.org.testMode.balance.queryOptions({ organizationId: orgId })] : []}>
      <DepositView />
      <DepositPaperDownloads orgId={orgId} />
    </Prefetched>
  );
}
