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

export function errorResponseBody(code: ErrorCode, message: string): ErrorEnvelope {
  return { error: { code, message } };
}
