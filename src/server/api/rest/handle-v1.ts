import { serviceDomainContext } from '~/server/composition';
import { getDb } from '~/server/db/client';
import { databaseFailure } from '~/server/db/connection-errors';
import { config } from '~/server/config';
import { AppError } from '~/server/domain/errors';
import { randomBase62 } from '~/server/domain/ids';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { logger } from '~/server/logger';
import { badText, jsonProblemAnswer } from '~/shared/http/json-guard';
import type { ApiContext, BodyProblem } from '~/server/api/context';
import { toApiError, type ErrorEnvelope } from '~/server/api/error-envelope';
import { v1Router } from '~/server/api/routers/v1/router';
import { createCallerFactory } from '~/server/api/trpc';
import { readV1Body } from './read-body';
import { matchRoute, type Route } from './route-table';

const createCaller = createCallerFactory(v1Router);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * A backstop: no /v1 request waits longer than this for an answer, whatever the database connection does
 * (a black-holed network, a driver that loses a write). The pool's own limits (connect 3 s, statements
 * 10 s) answer sooner; the work of a request cut off here may still finish, which is why clients retry
 * POST /v1/orders with the same Idempotency-Key.
 */
export const REQUEST_DEADLINE_MS = 15_000;
const DEADLINE_MESSAGE =
  'Permintaan melewati batas waktu; coba lagi setelah Retry-After detik (POST /v1/orders dengan Idempotency-Key yang sama).';

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A NUL or a lone surrogate in a query parameter, reported like one in the body (422 naming it). */
function queryProblem(url: URL): BodyProblem {
  for (const [name, value] of url.searchParams) {
    const bad = badText(name) ?? badText(value);
    if (bad) return jsonProblemAnswer({ kind: bad, field: name });
  }
  return null;
}

/** Query parameters as trpc-to-openapi passes them: one value as text, several (or a declared array) as a list. */
function queryInput(url: URL, route: Route): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 && !route.arrayParams.has(key) ? values[0]! : values;
  }
  return query;
}

type Caller = ReturnType<typeof createCaller>;

/** `orders.get` -> caller.orders.get(input): tRPC runs the middlewares, input and output validation. */
function callProcedure(caller: Caller, procedurePath: string, input: unknown): Promise<unknown> {
  const fn = procedurePath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

/**
 * The /v1 front door and the one owner of every /v1 response. trpc-to-openapi's matcher, built once, finds
 * the procedure (route-table.ts); this handler answers 404/405, checks key and rate limit, reads the body, calls
 * the procedure through a tRPC caller (middlewares, zod input and output), and writes status, headers and body
 * itself: 201 from the procedure meta, rate-limit and request-id headers, and the error envelope in one place.
 * trpc-to-openapi's HTTP adapter is not used; the library still generates the OpenAPI document.
 */
export async function handleV1(req: Request): Promise<Response> {
  const requestId = req.headers.get('x-request-id')?.match(/^[\w.-]{1,100}$/)?.[0] ?? `req_${randomBase62(20)}`;
  const base: Record<string, string> = { 'X-Request-Id': requestId };
  const url = new URL(req.url);
  const path = url.pathname.replace(/^\/v1/, '') || '/';
  const fail = (status: number, body: ErrorEnvelope, headers: Record<string, string> = {}) =>
    json(status, body, { ...base, ...headers });

  const match = matchRoute(req.method, path);
  if (match.kind === 'not_found')
    return fail(404, { error: { code: 'NOT_FOUND', message: `Tidak ada rute ${path}.` } });
  if (match.kind === 'method_not_allowed') {
    return fail(
      405,
      { error: { code: 'METHOD_NOT_ALLOWED', message: `Metode ${req.method} tidak didukung di ${path}.` } },
      { Allow: match.allow.join(', ') },
    );
  }

  const serve = async (): Promise<Response> => {
    const db = await getDb();
    // One round trip before the procedure: the key, its last_used_at and the request's count together.
    const { apiKey, rate } = await authenticateApiKey({
      db,
      authorization: req.headers.get('authorization'),
      rateLimit: config().rateLimitPerMinute,
    });
    if (!rate) throw new AppError('INTERNAL', 'The request was not counted');
    Object.assign(base, { 'X-RateLimit-Limit': String(rate.limit), 'X-RateLimit-Remaining': String(rate.remaining) });
    if (!rate.allowed) {
      return fail(
        429,
        { error: { code: 'RATE_LIMITED', message: 'Lebih dari batas permintaan per menit.' } },
        { 'Retry-After': String(rate.retryAfterSeconds) },
      );
    }

    const hasBody = BODY_METHODS.has(req.method);
    // Endpoints without a body ignore whatever arrives.
    const { json: body, problem } =
      hasBody && !match.route.meta.noBody ? await readV1Body(req) : { json: '', problem: null };
    const ctx: ApiContext = {
      db,
      domain: serviceDomainContext(),
      requestId,
      method: req.method,
      apiKey,
      user: null,
      sessionId: null,
      bodyProblem: problem ?? queryProblem(url),
      headers: req.headers,
      response: { headers: {} },
    };
    const input = match.route.takesInput
      ? {
          ...(hasBody && req.method !== 'DELETE' ? JSON.parse(body || '{}') : queryInput(url, match.route)),
          ...match.pathInput,
        }
      : undefined;
    const data = await callProcedure(createCaller(ctx), match.route.procedurePath, input);
    const status = ctx.response.status ?? match.route.meta.successStatus ?? 200;
    return new Response(JSON.stringify(data), {
      status,
      headers: { 'Content-Type': 'application/json', ...base, ...ctx.response.headers },
    });
  };

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('TEMPORARILY_UNAVAILABLE', DEADLINE_MESSAGE)), REQUEST_DEADLINE_MS);
  });
  try {
    return await Promise.race([serve(), deadline]);
  } catch (error) {
    const { status, body, internal, headers } = toApiError(error);
    // A client that hangs up mid-request (a load generator closing its sockets, an agent's timeout) is not a
    // fault of ours: no answer reaches it anyway.
    if (req.signal.aborted) logger.info({ requestId, path }, 'client closed the request on /v1');
    else if (internal) logger.error({ requestId, err: error }, 'internal error on /v1');
    // Expected while the database is away: one short line per request, no stack.
    else if (status === 503)
      logger.warn(
        { requestId, path, cause: databaseFailure(error)?.code ?? 'deadline' },
        'database unavailable or too slow on /v1',
      );
    return fail(status, body, headers);
  } finally {
    clearTimeout(timer);
  }
}
