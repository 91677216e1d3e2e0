// Which thrown things mean "the database is away or too slow right now" rather than a fault of the
// request or of the code. The API answers them with 503 and Retry-After (src/server/api/error-envelope.ts).

/** Why a database call failed for reasons outside the request: the server is away, or the call timed out. */
export type DatabaseUnavailability = 'unreachable' | 'timeout';

/** postgres.js' own connection errors (`Errors.connection` in postgres/src/errors.js). */
const DRIVER_CODES: Record<string, DatabaseUnavailability> = {
  CONNECT_TIMEOUT: 'unreachable', // no session within connect_timeout
  CONNECTION_CLOSED: 'unreachable', // the socket closed under a query (server restart, terminated backend)
  CONNECTION_ENDED: 'unreachable', // the pool is ending
  CONNECTION_DESTROYED: 'unreachable', // the pool was destroyed with the query still queued
};

/** Socket errors of the database connection (Node errno codes). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Postgres SQLSTATEs (besides class 08, connection_exception) that say the same. */
const SQLSTATES: Record<string, DatabaseUnavailability> = {
  '57P01': 'unreachable', // admin_shutdown: pg_ctl stop/restart -m fast, pg_terminate_backend
  '57P02': 'unreachable', // crash_shutdown: another backend crashed, or -m immediate
  '57P03': 'unreachable', // cannot_connect_now: starting up, shutting down, in recovery
  '57P05': 'unreachable', // idle_session_timeout
  '53300': 'unreachable', // too_many_connections
  '57014': 'timeout', // query_canceled: statement_timeout (the pool sets one for the web)
  '25P03': 'timeout', // idle_in_transaction_session_timeout
};

type ErrorLike = { code?: unknown; name?: unknown; severity?: unknown; cause?: unknown; errors?: unknown };

function isObject(e: unknown): e is ErrorLike {
  return typeof e === 'object' && e !== null;
}

/**
 * Postgres.js marks every error it rejects a query with by a (non-enumerable) `query` property;
 * drizzle wraps it in a DrizzleQueryError (also with `query`) whose `cause` is the driver's error.
 */
function fromDatabaseCall(e: ErrorLike): boolean {
  return 'query' in e;
}

/** An ErrorResponse of the server (postgres.js' PostgresError), told by its fields: class names may be minified in a bundle. */
function isServerError(e: ErrorLike, code: string): boolean {
  return e.name === 'PostgresError' || (typeof e.severity === 'string' && /^[0-9A-Z]{5}$/.test(code));
}

function classifyOne(e: ErrorLike, databaseCall: boolean): DatabaseFailure | null {
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (!code) return null;
  if (isServerError(e, code)) {
    if (code.startsWith('08')) return { kind: 'unreachable', code };
    const kind = SQLSTATES[code];
    return kind ? { kind, code } : null;
  }
  if (Object.hasOwn(DRIVER_CODES, code)) return { kind: DRIVER_CODES[code]!, code };
  // A socket error is the database's only when it came out of a database call (not, say, a webhook's fetch).
  if (databaseCall && SOCKET_CODES.has(code)) return { kind: 'unreachable', code };
  return null;
}

/** What made a database call fail for reasons outside the request, with the code that says so. */
export type DatabaseFailure = { kind: DatabaseUnavailability; code: string };

/**
 * The connection-level database failure or server-side timeout in `error` (or in its `cause` chain, e.g.
 * under a TRPCError or a DrizzleQueryError); null when it is something else.
 */
export function databaseFailure(error: unknown): DatabaseFailure | null {
  let databaseCall = false;
  let current: unknown = error;
  for (let depth = 0; depth < 8 && isObject(current); depth++) {
    databaseCall ||= fromDatabaseCall(current);
    const found = classifyOne(current, databaseCall);
    if (found) return found;
    // Node's connect() to a name with several addresses fails with an AggregateError of each attempt.
    if (Array.isArray(current.errors)) {
      for (const inner of current.errors) {
        const innerFound = isObject(inner) ? classifyOne(inner, databaseCall) : null;
        if (innerFound) return innerFound;
      }
    }
    current = current.cause;
  }
  return null;
}

/** `unreachable` or `timeout` when `error` is such a failure (see databaseFailure); null otherwise. */
export function databaseUnavailability(error: unknown): DatabaseUnavailability | null {
  return databaseFailure(error)?.kind ?? null;
}
