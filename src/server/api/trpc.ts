import { initTRPC } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import type { ErrorCode } from '~/server/domain/errors';
import type { ApiContext } from './context';
import { toApiError } from './error-envelope';

export type ApiMeta = OpenApiMeta<{
  /** Spec error codes this endpoint can answer with (beyond the common ones): drives the OpenAPI document. */
  errors?: ErrorCode[];
  /** Success status when it is not 200. */
  successStatus?: number;
  /** The endpoint takes no body: whatever arrives is ignored. */
  noBody?: boolean;
  /** The endpoint honours Idempotency-Key. */
  idempotent?: boolean;
}>;

const t = initTRPC
  .context<ApiContext>()
  .meta<ApiMeta>()
  .create({
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
