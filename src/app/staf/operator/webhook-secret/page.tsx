import { Prefetched, trpcServer } from '~/app/_lib/trpc-server';
import { SecretsView } from './secrets-view';

/**
 * Its data comes with the page (prefetched on the server): the first paint shows it, not "loading". `?q=` starts
 * with a search (the operations board links an organization's keys so).
 */
export default async function WebhookSecretPage({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const q = typeof (await searchParams).q === 'string' ? (await searchParams).q!.trim() : '';
  return (
    <Prefetched queries={[trpcServer.staff.operator.keys.list.queryOptions({ q: q || undefined })]}>
      <SecretsView initialQuery={q} />
    </Prefetched>
  );
}
