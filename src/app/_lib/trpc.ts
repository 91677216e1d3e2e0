'use client';

import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { Locale } from '~/app/_i18n/locale';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { describeError } from './error-messages';

/**
 * The dashboard's tRPC hooks: `useTRPC()` gives `trpc.x.y.queryOptions(input)` / `mutationOptions()` /
 * `queryFilter()`, whose query keys tRPC derives from the procedure's path and input, so no page writes
 * a key by hand and the server's prefetch (trpc-server.tsx) lands under the same key.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<DashboardRouter>();

/** The dashboard's tRPC client (same-origin; the session cookie authenticates). */
export const createDashboardClient = () =>
  createTRPCClient<DashboardRouter>({ links: [httpBatchLink({ url: '/api/trpc' })] });

/** A person-readable message for any failed call, in the visitor's language (error-messages.ts). */
export function errorMessage(error: unknown, locale: Locale): string {
  return describeError(error, locale).message;
}
