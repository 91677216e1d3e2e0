import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { EarningsDownloads } from '~/app/praktisi/_components/earnings-downloads';
import { EarningsView } from './earnings-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function PractitionerEarningsPage() {
  return (
    <Prefetched queries={[trpcServer.practitioner.earnings.queryOptions()]}>
      <EarningsView />
      <EarningsDownloads />
    </Prefetched>
  );
}
