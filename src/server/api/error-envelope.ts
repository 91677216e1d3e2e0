import { TRPCError } from '@trpc/server';
import { AppError, ERROR_STATUS, type ErrorCode } from '../domain/errors';

export type ErrorEnvelope = { error: { code: ErrorCode; message: string } };

type ZodLikeIssue = { path: PropertyKey[]; message: string; code?: string };

function describeIssue(issue: ZodLikeIssue): string {
  const field = issue.path.map(String).join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

function isZodError(e: unknown): e is { issues: ZodLikeIssue[] } {
  return e instanceof Error && e.name === 'ZodError' && Array.isArray((e as { issues?: unknown }).issues);
}

/**
 * The one place where any thrown thing becomes the spec's envelope and HTTP status.
 * Unknown faults become 500 INTERNAL with no detail (the request id in logs has it).
 */
export function toApiError(error: unknown): { status: number; body: ErrorEnvelope; internal: boolean } {
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  if (cause instanceof AppError) {
    return { status: cause.status, body: { error: { code: cause.code, message: cause.message } }, internal: cause.code === 'INTERNAL' };
  }
  if (isZodError(cause)) {
    const message = cause.issues.slice(0, 5).map(describeIssue).join('; ');
    return { status: 422, body: { error: { code: 'VALIDATION', message } }, internal: false };
  }
  if (error instanceof TRPCError && error.code === 'PARSE_ERROR') {
    return { status: 400, body: { error: { code: 'VALIDATION', message: 'Body bukan JSON yang valid.' } }, internal: false };
  }
  return {
    status: ERROR_STATUS.INTERNAL,
    body: { error: { code: 'INTERNAL', message: 'Kesalahan internal; aman untuk dicoba lagi.' } },
    internal: true,
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
};

/** For the dashboard's tRPC transport: the same table, expressed as a tRPC error the client can read. */
export function toTrpcError(error: unknown): TRPCError {
  if (error instanceof TRPCError && !(error.cause instanceof AppError)) return error;
  const { status, body } = toApiError(error);
  return new TRPCError({ code: TRPC_CODE_BY_STATUS[status] ?? 'INTERNAL_SERVER_ERROR', message: body.error.message, cause: error });
}
