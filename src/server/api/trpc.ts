import { initTRPC } from '@trpc/server';
import type { DashboardContext } from './context';
import { toApiError } from './error-envelope';

/** The dashboard's tRPC (/api/trpc); /v1 only uses tRPC to describe its endpoints (rest/endpoint.ts). */
const t = initTRPC.context<DashboardContext>().create({
  errorFormatter({ shape, error }) {
    const { body, details, status } = toApiError(error);
    // The dashboard reads `appCode`, `appStatus` and `details` (safe facts) and words its own message
    // (src/app/_lib/error-messages.ts); internal faults show no detail.
    return {
      ...shape,
      message: body.error.message,
      data: {
        ...shape.data,
        appCode: body.error.code,
        appStatus: status,
        details: details ?? null,
        stack: undefined,
      },
    };
  },
});

export const router = t.router;
export const middleware = t.middleware;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;
