'use client';

import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';

/**
 * The dashboard's tRPC hooks: `useTRPC()` gives `trpc.x.y.queryOptions(input)` / `mutationOptions()` /
 * `queryFilter()`, whose query keys tRPC derives from the procedure's path and input, so no page writes
 * a key by hand and the server's prefetch (trpc-server.tsx) lands under the same key.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<DashboardRouter>();

/** The dashboard's tRPC client (same-origin; the session cookie authenticates). */
export const createDashboardClient = () =>
  createTRPCClient<DashboardRouter>({ links: [httpBatchLink({ url: '/api/trpc' })] });
