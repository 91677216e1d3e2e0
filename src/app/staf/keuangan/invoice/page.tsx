import { nextCursor } from '~/app/_lib/paging';
import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { invoiceListInput } from './invoice-list';
import { InvoicesView } from './invoices-view';

/** Its first page comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function InvoicesPage() {
  return (
    <Prefetched
      pages={[
        trpcServer.staff.finance.invoices.list.infiniteQueryOptions(invoiceListInput('belum_dibayar'), {
          getNextPageParam: nextCursor,
        }),
      ]}
    >
      <InvoicesView />
    </Prefetched>
  );
}
