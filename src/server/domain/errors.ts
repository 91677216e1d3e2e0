/** Every error the service reports, with the HTTP status the spec gives it. */
export const ERROR_STATUS = {
  VALIDATION: 422,
  UNAUTHORIZED: 401,
  FORBIDDEN_SCOPE: 403,
  ACCOUNT_PENDING: 403,
  ACCOUNT_REJECTED: 403,
  NOT_FOUND: 404,
  SERVICE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  INVALID_STATE: 409,
  BUDGET_EXCEEDED: 402,
  MONTHLY_BUDGET_EXCEEDED: 402,
  INSUFFICIENT_DEPOSIT: 402,
  SERVICE_IS_BID: 422,
  NOT_AGENT_ELIGIBLE: 422,
  INTAKE_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  STORY_TOO_SHORT: 422,
  EMAIL_INVALID: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // Operator and dashboard codes beyond the spec's table.
  FORBIDDEN: 403,
  CONFLICT: 409,
  /** `ops ledger check` found a broken invariant. */
  LEDGER_INVALID: 500,
  /**
   * The database is unreachable, restarting, or a statement timed out: nothing is wrong with the request.
   * Sent with `Retry-After`; retry with backoff (POST /v1/orders with the same Idempotency-Key).
   */
  TEMPORARILY_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The one domain error. Adapters (REST, dashboard, CLI) turn it into their envelope in one place each. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string, options?: { status?: number; cause?: unknown }) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options?.status ?? ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
