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

/**
 * Facts a person may see beside the code, so the dashboard can say exactly what happened (amounts, the
 * order's current status, which rule refused). Only safe, user-facing values: never ids of other
 * organizations, SQL, stacks or secrets. `reason` names the rule when one code covers several.
 */
export type ErrorDetails = {
  reason?:
    | 'LAST_OWNER'
    | 'ALREADY_MEMBER'
    | 'BANK_REFERENCE_TAKEN'
    | 'OWNER_ONLY'
    | 'ADMIN_ONLY'
    | 'SELF_REMOVE_LAST_OWNER'
    | 'INVITATION_NOT_PENDING'
    | 'ORGANIZATION'
    | 'ORDER'
    | 'CASE'
    | 'MEMBER'
    | 'INVITATION'
    /** A paper asked of an order that was not paid, or not refunded. */
    | 'NOT_PAID'
    | 'NOT_REFUNDED'
    /** The person has no second factor, and the platform (staff) or the organization requires one. */
    | 'TWO_FACTOR_REQUIRED';
  /** INSUFFICIENT_DEPOSIT: what the action needs and what the deposit holds (IDR). */
  neededIdr?: number;
  availableIdr?: number;
  /** INVALID_STATE on an order: its status now. */
  status?: string;
  /** The e-mail address or bank reference the refusal is about (the person typed it). */
  email?: string;
  reference?: string;
};

/** The one domain error. Adapters (REST, dashboard, CLI) turn it into their envelope in one place each. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { status?: number; cause?: unknown; details?: ErrorDetails },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options?.status ?? ERROR_STATUS[code];
    this.details = options?.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
