import { TRPCError } from '@trpc/server';
import { databaseUnavailability } from '~/server/db/connection-errors';
import { AppError, ERROR_STATUS, type ErrorCode, type ErrorDetails } from '~/server/domain/errors';

export type ErrorEnvelope = { error: { code: ErrorCode; message: string } };

/** Seconds a client is asked to wait before retrying a 503 TEMPORARILY_UNAVAILABLE. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

type ZodLikeIssue = { path: PropertyKey[]; message: string; code?: string };

function describeIssue(issue: ZodLikeIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

function isZodError(e: unknown): e is { issues: ZodLikeIssue[] } {
  return e instanceof Error && e.name === 'ZodError' && Array.isArray((e as { issues?: unknown }).issues);
}

const UNAVAILABLE_MESSAGES = {
  unreachable:
    'Basis data sementara tidak dapat dijangkau; coba lagi setelah Retry-After detik (POST /v1/orders dengan Idempotency-Key yang sama).',
  timeout:
    'Permintaan melewati batas waktu basis data; coba lagi setelah Retry-After detik (POST /v1/orders dengan Idempotency-Key yang sama).',
} as const;

export type ApiError = {
  status: number;
  body: ErrorEnvelope;
  /** An unexpected fault: log it with its stack. */
  internal: boolean;
  /** Response headers that belong to the error (Retry-After on 503). */
  headers: Record<string, string>;
  /** The domain error's safe facts, for the dashboard's messages (not part of the REST envelope). */
  details?: ErrorDetails;
};

/** The AppError behind a thrown thing: tRPC wraps it, sometimes twice (middleware, then the procedure). */
function findAppError(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof AppError) return current;
    current = current instanceof TRPCError ? current.cause : null;
  }
  return null;
}

/**
 * The one place where any thrown thing becomes the spec's envelope and HTTP status.
 * Connection-level database failures and server-side timeouts become 503 TEMPORARILY_UNAVAILABLE with
 * Retry-After (src/server/db/connection-errors.ts decides which). Unknown faults become 500 INTERNAL
 * with no detail (the request id in logs has it).
 */
export function toApiError(error: unknown): ApiError {
  const appError = findAppError(error);
  if (appError) {
    const headers: Record<string, string> =
      appError.status === 503 ? { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } : {};
    return {
      status: appError.status,
      body: { error: { code: appError.code, message: appError.message } },
      internal: appError.code === 'INTERNAL',
      headers,
      ...(appError.details ? { details: appError.details } : {}),
    };
  }
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (isZodError(cause)) {
    const message = cause.issues.slice(0, 5).map(describeIssue).join('; ');
    return { status: 422, body: { error: { code: 'VALIDATION', message } }, internal: false, headers: {} };
  }
  if (error instanceof TRPCError && error.code === 'PARSE_ERROR') {
    return {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'Body bukan JSON yang valid.' } },
      internal: false,
      headers: {},
    };
  }
  const unavailable = databaseUnavailability(error);
  if (unavailable) {
    return {
      status: ERROR_STATUS.TEMPORARILY_UNAVAILABLE,
      body: { error: { code: 'TEMPORARILY_UNAVAILABLE', message: UNAVAILABLE_MESSAGES[unavailable] } },
      internal: false,
      headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
    };
  }
  return {
    status: ERROR_STATUS.INTERNAL,
    body: { error: { code: 'INTERNAL', message: 'Kesalahan internal; aman untuk dicoba lagi.' } },
    internal: true,
    headers: {},
  };
}

const TRPC_CODE_BY_STATUS: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  409: 'CONFLICT',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/** For the dashboard's tRPC transport: the same table, expressed as a tRPC error the client can read. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError && !findAppError(error) && !databaseUnavailability(error)) return error;
  const { status, body } = toApiError(error);
  return new TRPCError({
    code: TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR',
    message: body.error.message,
    cause: error,
  });
}
