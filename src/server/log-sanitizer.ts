/**
 * Makes anything about to be logged safe to keep in a log: errors from the database lose the statement's
 * parameters (drizzle's DrizzleQueryError puts them into its message, postgres.js into `parameters`,
 * `args` and a `detail` such as `Key (email)=(x@y) already exists`), keys that name a secret are
 * redacted at any depth, and secret-shaped values (API keys, webhook secrets, bearer tokens, passwords
 * in URLs) are cut out of every string, the log message included.
 */

/** What a database error keeps: enough to find the fault, nothing about the rows involved. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'constraint_name',
  'constraint',
  'table_name',
  'table',
  'column_name',
  'column',
  'schema_name',
  'routine',
];
/** Any of these makes an error a database error (postgres.js, node-postgres under graphile-worker, drizzle). */
const DATABASE_MARKERS = ['query', 'params', 'parameters', 'args', 'detail', 'where', 'severity', 'routine'];
const SECRET_KEY =
  /^(authorization|cookie|set-cookie|password|passwd|secret|token|session|api[-_]?key|webhook[-_]?secret|x-service-signature)$|(token|secret|password)$/i;
const SECRET_VALUES: [RegExp, string][] = [
  [/\b(svc_(?:live|test)_[0-9A-Za-z]{8})\.[0-9A-Za-z]+/g, '$1.[redacted]'],
  [/\bwhsec_[0-9A-Za-z]+/g, 'whsec_[redacted]'],
  [/\b(Bearer)\s+[\w.~+/=-]+/gi, '$1 [redacted]'],
  // Passwords in connection URLs (DATABASE_URL, SMTP_URL).
  [/\b([a-z][\w+.-]*:\/\/[^\s:/@]+):[^\s/@]+@/gi, '$1:[redacted]@'],
];
// drizzle's message `Failed query: <sql>\nparams: <values>` (possibly indented, as graphile-worker quotes
// stacks) when it reaches us as plain text, e.g. a job's stored last_error. Everything up to the next
// stack frame goes, since a value may itself contain a newline.
const DRIZZLE_TEXT = /Failed query: [\s\S]*?\n\s*params: (?:(?!\n\s+at )[\s\S])*/g;
const MAX_DEPTH = 8;

type ErrorLike = Error & Record<string, unknown>;
type Context = { replacements: Map<string, string>; seen: WeakSet<object> };

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Errors from another realm count too; plain objects never do, so a record already made safe stays as it is. */
function isErrorLike(value: unknown): value is ErrorLike {
  if (value instanceof Error) return true;
  return (
    typeof value === 'object' &&
    value !== null &&
    !isPlainObject(value) &&
    typeof (value as Error).message === 'string' &&
    typeof (value as Error).stack === 'string'
  );
}

function isDatabaseError(error: ErrorLike): boolean {
  return (
    DATABASE_MARKERS.some((key) => Object.prototype.hasOwnProperty.call(error, key)) ||
    error.name === 'PostgresError' ||
    error.name === 'DatabaseError'
  );
}

/** The message a database error may keep. */
function safeDatabaseMessage(error: ErrorLike): string {
  if (typeof error.query === 'string' && 'params' in error) return 'Failed query';
  // Data exceptions (class 22) quote the offending input: `invalid input syntax for type uuid: "..."`.
  if (typeof error.code === 'string' && error.code.startsWith('22'))
    return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  return error.message;
}

function causeChain(error: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let e: unknown = error; isErrorLike(e) && !chain.includes(e) && chain.length < MAX_DEPTH; e = e.cause)
    chain.push(e);
  return chain;
}

/** Raw database messages found anywhere in `value`, mapped to their safe form, to be replaced in every string of the record. */
function collectReplacements(
  value: unknown,
  replacements: Map<string, string>,
  depth = 0,
  seen = new WeakSet<object>(),
): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || seen.has(value)) return;
  seen.add(value);
  if (isErrorLike(value)) {
    for (const error of causeChain(value)) {
      if (!isDatabaseError(error)) continue;
      const safe = safeDatabaseMessage(error);
      if (error.message && safe !== error.message) replacements.set(error.message, safe);
    }
  }
  for (const child of Object.values(value)) collectReplacements(child, replacements, depth + 1, seen);
  if (isErrorLike(value)) collectReplacements(value.cause, replacements, depth + 1, seen);
}

function scrub(text: string, context: Context): string {
  let out = text;
  for (const [raw, safe] of context.replacements) out = out.split(raw).join(safe);
  out = out.replace(DRIZZLE_TEXT, 'Failed query [statement and parameters withheld]');
  for (const [pattern, replacement] of SECRET_VALUES) out = out.replace(pattern, replacement);
  return out;
}

function safeError(error: ErrorLike, context: Context, depth: number): Record<string, unknown> {
  const database = isDatabaseError(error);
  const out: Record<string, unknown> = {
    // drizzle's DrizzleQueryError keeps the name `Error`; its class name says more.
    type:
      error.constructor?.name && error.constructor.name !== 'Error' ? error.constructor.name : error.name || 'Error',
    message: scrub(database ? safeDatabaseMessage(error) : error.message, context),
  };
  if (typeof error.stack === 'string') out.stack = scrub(error.stack, context);
  if (database) {
    for (const key of DATABASE_FIELDS) {
      const field = error[key];
      if (typeof field === 'string' || typeof field === 'number') out[key] = field;
    }
  } else {
    for (const [key, field] of Object.entries(error)) {
      if (key !== 'cause' && !(key in out)) out[key] = sanitize(field, context, depth + 1, key);
    }
    if (Array.isArray(error.errors)) out.errors = sanitize(error.errors, context, depth + 1);
  }
  if (error.cause !== undefined) out.cause = sanitize(error.cause, context, depth + 1, 'cause');
  return out;
}

function sanitize(value: unknown, context: Context, depth: number, key?: string): unknown {
  if (key !== undefined && SECRET_KEY.test(key) && value !== undefined && value !== null) return '[redacted]';
  if (typeof value === 'string') return scrub(value, context);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[truncated]';
  if (context.seen.has(value)) return '[circular]';
  if (!isErrorLike(value) && !Array.isArray(value) && !isPlainObject(value)) return value;
  context.seen.add(value);
  try {
    if (isErrorLike(value)) return safeError(value, context, depth);
    if (Array.isArray(value)) return value.map((item) => sanitize(item, context, depth + 1));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitize(v, context, depth + 1, k)]));
  } finally {
    context.seen.delete(value);
  }
}

function newContext(value: unknown): Context {
  const replacements = new Map<string, string>();
  collectReplacements(value, replacements);
  return { replacements, seen: new WeakSet() };
}

/** For pino's `err`/`error`/`cause` serializers: one value on its own. */
export function sanitizeLogValue(value: unknown): unknown {
  return sanitize(value, newContext(value), 0);
}

/**
 * For pino's logMethod hook: the arguments of one log call. An Error passed first goes under `err`, and
 * a call without a message gets the error's safe message (pino would otherwise use the raw one).
 */
export function sanitizeLogArguments(args: unknown[]): unknown[] {
  const context = newContext(args);
  const [first, ...rest] = args;
  if (typeof first !== 'object' || first === null) return args.map((a) => sanitize(a, context, 0));
  const object = (isErrorLike(first) ? { err: sanitize(first, context, 0) } : sanitize(first, context, 0)) as Record<
    string,
    unknown
  >;
  const err = object.err as { message?: unknown } | undefined;
  if (rest.length === 0 && typeof err?.message === 'string' && object.msg === undefined) rest.push(err.message);
  return [object, ...rest.map((a) => sanitize(a, context, 0))];
}

/**
 * One line for a person (the ops CLI's INTERNAL envelope): the safe messages of the cause chain, so a
 * failed query reads `Failed query: duplicate key value violates unique constraint "..."`.
 */
export function safeErrorMessage(error: unknown): string {
  const messages: string[] = [];
  for (
    let e = sanitizeLogValue(error) as { message?: unknown; cause?: unknown } | undefined;
    e && typeof e === 'object' && messages.length < MAX_DEPTH;
    e = e.cause as typeof e
  ) {
    if (typeof e.message === 'string' && e.message !== messages.at(-1)) messages.push(e.message);
  }
  return messages.length ? messages.join(': ') : String(sanitizeLogValue(String(error)));
}
