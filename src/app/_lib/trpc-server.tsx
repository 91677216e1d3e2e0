import 'server-only';
import {
  dehydrate,
  HydrationBoundary,
  type FetchInfiniteQueryOptions,
  type FetchQueryOptions,
} from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { headers } from 'next/headers';
import { cache, type ReactNode } from 'react';
import { createDashboardContext } from '~/server/api/dashboard-context';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { serviceDomainContext } from '~/server/composition';
import { makeQueryClient } from './query-client';

/** One query client per request: what the server components prefetch goes out with that page only. */
const getQueryClient = cache(() => makeQueryClient());

/** The signed-in person's dashboard context, built once per request from its cookies (as /api/trpc does). */
const dashboardContext = cache(async () =>
  createDashboardContext(new Request('http://server.internal/', { headers: await headers() }), serviceDomainContext()),
);

/**
 * The dashboard router called in process by server components, with the same query keys as the
 * browser's `useTRPC()`: `trpcServer.org.orders.detail.queryOptions(input)`.
 */
export const trpcServer = createTRPCOptionsProxy({
  router: dashboardRouter,
  ctx: dashboardContext,
  queryClient: getQueryClient,
});

/**
 * Runs the page's queries on the server before it renders and sends their answers with the page, so its
 * first paint shows the data rather than "loading". A refused query is not sent: the browser asks again
 * and shows the error as before.
 */
export async function Prefetched({
  queries = [],
  pages = [],
  children,
}: {
  queries?: FetchQueryOptions<any, any, any, any>[];
  /** Paged lists (`infiniteQueryOptions`): their first page. */
  pages?: FetchInfiniteQueryOptions<any, any, any, any, any>[];
  children: ReactNode;
}) {
  const queryClient = getQueryClient();
  await Promise.all([
    ...queries.map((q) => queryClient.prefetchQuery(q)),
    ...pages.map((q) => queryClient.prefetchInfiniteQuery(q)),
  ]);
  return <HydrationBoundary state={dehydrate(queryClient)}>{children}</HydrationBoundary>;
}
