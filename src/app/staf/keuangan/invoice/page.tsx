import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { InvoicesView } from './invoices-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function InvoicesPage() {
  return (
    <Prefetched queries={[trpcServer.staff.finance.invoices.list.queryOptions({ status: 'belum_dibayar' })]}>
      <InvoicesView />
    </Prefetched>
  );
}
