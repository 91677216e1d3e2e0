import { CasesView } from './cases-view';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { InvoicesExportDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgCasesPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const test = await testModeOn();
  return (
    <Prefetched
      queries={[
        trpcServer.org.cases.list.queryOptions({ organizationId: orgId, test }),
        trpcServer.org.cases.invoices.queryOptions({ organizationId: orgId, test }),
      ]}
    >
      <CasesView />
      {test ? null : <InvoicesExportDownloads orgId={orgId} />}
    </Prefetched>
  );
}
