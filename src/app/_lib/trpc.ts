'use client';

import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { Locale } from '~/app/_i18n/locale';
import type { DashboardRouter } from '~/server/api/routers/dashboard/router';
import { describeError } from './error-messages';

/** The dashboard's tRPC client (same-origin; the session cookie authenticates). */
export const trpc = createTRPCClient<DashboardRouter>({ links: [httpBatchLink({ url: '/api/trpc' })] });

/** A person-readable message for any failed call, in the visitor's language (error-messages.ts). */
export function errorMessage(error: unknown, locale: Locale): string {
  return describeError(error, locale).message;
}
