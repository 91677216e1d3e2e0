import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { CatalogView } from './catalog-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function CatalogPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.catalog.list.queryOptions()]}>
      <CatalogView />
    </Prefetched>
  );
}
