'use client';

import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';

/** The dashboard's tRPC client (same-origin; the session cookie authenticates). */
export const trpc = createTRPCClient<DashboardRouter>({ links: [httpBatchLink({ url: '/api/trpc' })] });

/** A person-readable message for any failed call (the server already localises domain errors). */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
