import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { TransferView } from './transfer-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function TransferPage() {
  return (
    <Prefetched queries={[trpcServer.staff.finance.transfers.list.queryOptions()]}>
      <TransferView />
    </Prefetched>
  );
}
