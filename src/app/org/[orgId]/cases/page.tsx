import { CasesView } from './cases-view';
import { orgInvoiceListInput } from './invoice-list';
import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { InvoicesExportDownloads } from '~/app/org/[orgId]/_components/paper-downloads';
import { testModeOn } from '~/app/org/[orgId]/_components/test-mode-cookie';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default async function OrgCasesPage({ params }: { params: Promise<{ orgId: string }> }) {
  const { orgId } = await params;
  const test = await testModeOn();
  return (
    <Prefetched
      queries={[trpcServer.org.cases.list.queryOptions({ organizationId: orgId, test })]}
      pages={[
        trpcServer.org.cases.invoices.infiniteQueryOptions(orgInvoiceListInput(orgId, test), {
          getNextPageParam: nextCursor,
        }),
      ]}
    >
      <CasesView />
      {test ? null : <InvoicesExportDownloads orgId={orgId} />}
    </Prefetched>
  );
}
