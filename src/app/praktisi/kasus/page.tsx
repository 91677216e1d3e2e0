import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { CaseBoardView } from './case-board-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function PractitionerCasesPage() {
  return (
    <Prefetched
      queries={[
        trpcServer.practitioner.cases.board.queryOptions(),
        trpcServer.practitioner.cases.myBids.queryOptions(),
      ]}
    >
      <CaseBoardView />
    </Prefetched>
  );
}
