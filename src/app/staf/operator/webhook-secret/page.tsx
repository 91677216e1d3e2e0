import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { SecretsView } from './secrets-view';

/** Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". */
export default function WebhookSecretPage() {
  return (
    <Prefetched queries={[trpcServer.staff.operator.keys.list.queryOptions({})]}>
      <SecretsView />
    </Prefetched>
  );
}
