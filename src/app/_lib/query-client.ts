import { QueryClient, type MutationCache } from '@tanstack/react-query';

/**
 * The dashboard's query client, the same on the server (one per request, for prefetching) and in the
 * browser (one per page). The server calls procedures in process, so its data is made what the HTTP link
 * would deliver (JSON: dates as strings) before it is sent along with the page.
 */
export function makeQueryClient(mutationCache?: MutationCache): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      dehydrate: { serializeData: asJson },
    },
    mutationCache,
  });
}

function asJson(data: unknown): unknown {
  return data === undefined ? undefined : JSON.parse(JSON.stringify(data));
}
