import { z } from 'zod';
import { config } from '~/server/config';
import { getDb, getKeyCheckDb, type Db } from '~/server/db/client';
import { databaseFailure } from '~/server/db/connection-errors';
import { AppError } from '~/server/domain/errors';
import {
  type IdempotencyRecord,
  liveRecordForKey,
  liveRecordValues,
  replayFor,
  requestHash,
  storedIdempotencyKey,
} from '~/server/domain/idempotency/order-idempotency';
import { randomBase62 } from '~/server/domain/ids';
import { authenticateApiKey, type AuthenticatedKey } from '~/server/domain/keys/authenticate-api-key';
import { KeyChecks } from '~/server/domain/keys/key-checks';
import type { KeyReadRequest, KeyReadResult } from '~/server/domain/keys/key-read';
import { logger } from '~/server/logger';
import { inSpan, SpanKind, tracingOn } from '~/server/observability/tracing';
import { serviceDomainContext } from '~/server/composition';
import { Reply, StreamReply, type Idempotency, type RestContext, type V1Endpoint } from '~/server/api/rest/endpoint';
import { matchRoute, type Route, type RouteMatch } from '~/server/api/rest/route-table';
import { toApiError, type ErrorEnvelope } from '~/server/api/error-envelope';
import { agentViewer } from '~/server/api/viewers';
import { badText, inspectJson, jsonProblemAnswer } from '~/shared/http/json-guard';
import { IDEMPOTENCY_KEY } from '~/shared/v1/idempotency-key';
import { fromFetchRequest, toFetchResponse, type V1Answer, type V1Request } from './v1-exchange';

/**
 * A backstop: no /v1 request waits longer than this for an answer, whatever the database connection does
 * (a black-holed network, a driver that loses a write). The pool's own limits (connect 3 s, statements
 * 10 s) answer sooner; the work of a request cut off here may still finish, which is why clients retry
 * POST /v1/orders with the same Idempotency-Key.
 */
export const REQUEST_DEADLINE_MS = 14_000;
/**
 * What decisions.md promises: an answer within 15 s. The deadline fires a second earlier, so a client whose
 * timeout is that 15 s reads our 503 and its Retry-After, not its own timeout (fired at 15.0 s, the 503 left at
 * 15.003-15.076 s under load: event-loop lag and the write on top of the timer).
 */
export const PROMISED_ANSWER_MS = 15_000;
/**
 * An upload is paced by the client's network, not by the database: a 25 MB file over a slow link takes minutes.
 * Each of its statements still has the pool's own limits, and a stalled client is cut by the body stream.
 */
export const UPLOAD_DEADLINE_MS = 10 * 60_000;
const DEADLINE_MESSAGE =
  'Permintaan melewati batas waktu; coba lagi setelah Retry-After detik (POST /v1/orders dengan Idempotency-Key yang sama).';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why the body (or query) cannot be used, as the answer to give once the checks before it have passed. */
type InputProblem = { status: 400 | 422; message: string } | null;

/**
 * Every /v1 request, from every door (the web server before Next, the Next route, the tools of /mcp in
 * process), in the order of checks of decisions.md: route (404/405, not counted) -> key and rate limit ->
 * body -> organization status, scope, Idempotency-Key, body problem -> idempotent replay -> input ->
 * endpoint -> response. This function owns every /v1 answer: status, headers and the error envelope.
 */
export async function serveV1(req: Request): Promise<Response> {
  return toFetchResponse(await answerV1(fromFetchRequest(req)));
}

/**
 * serveV1 for the doors that are not fetch (v1-exchange.ts): the same answer, not wrapped in a `Response`. Not an
 * async function: one returning `answer`'s promise would resolve its own with it, two more turns per request.
 */
export function answerV1(req: V1Request): Promise<V1Answer> {
  return tracingOn() ? tracedAnswer(req) : answer(req);
}

async function tracedAnswer(req: V1Request): Promise<V1Answer> {
  // One span per /v1 call, whichever door it came through (the web server, Next's route, a tool of /mcp).
  const match = matchRoute(req.method, req.path.replace(/^\/v1/, '') || '/');
  const route = match.kind === 'found' ? `/v1${match.route.path}` : 'unmatched';
  return inSpan(
    `v1 ${req.method} ${route}`,
    { kind: SpanKind.INTERNAL, attributes: { 'http.route': route } },
    async (span) => {
      const response = await answer(req);
      span?.setAttributes({
        'http.response.status_code': response.status,
        'aos.request_id': response.headers['X-Request-Id'] ?? '',
      });
      return response;
    },
  );
}

/**
 * One async function from the route to the answer, which names the route template it matched (an async layer
 * less per request than a wrapper that awaits it to add the name: round 5).
 */
async function answer(req: V1Request): Promise<V1Answer> {
  const path = req.path.replace(/^\/v1/, '') || '/';
  // 1. Route: trpc-to-openapi's matcher over the v1 router, with our case-sensitive paths.
  const match = matchRoute(req.method, path);
  const requestId = req.header('x-request-id')?.match(/^[\w.-]{1,100}$/)?.[0] ?? `req_${randomBase62(20)}`;
  // The answer's headers so far: the rate limit's join them once the request is counted (serve).
  const headers: Record<string, string> = { 'X-Request-Id': requestId };

  if (match.kind === 'not_found')
    return routed(
      fail(headers, 404, { error: { code: 'NOT_FOUND', message: `Tidak ada rute ${path}.` } }),
      'unmatched',
    );
  if (match.kind === 'method_not_allowed') {
    return routed(
      fail(
        headers,
        405,
        { error: { code: 'METHOD_NOT_ALLOWED', message: `Metode ${req.method} tidak didukung di ${path}.` } },
        { Allow: match.allow.join(', ') },
      ),
      'unmatched',
    );
  }
  const { endpoint } = match.route;
  const route = `/v1${match.route.path}`;

  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    const limit = endpoint.meta.multipart ? UPLOAD_DEADLINE_MS : REQUEST_DEADLINE_MS;
    timer = setTimeout(() => reject(new AppError('TEMPORARILY_UNAVAILABLE', DEADLINE_MESSAGE)), limit);
  });
  try {
    return routed(await Promise.race([serve(req, match, requestId, headers), deadline]), route);
  } catch (error) {
    const { status, body, internal, headers: errorHeaders } = toApiError(error);
    // A client that hangs up mid-request (a load generator closing its sockets, an agent's timeout) is not a
    // fault of ours: no answer reaches it anyway.
    if (req.aborted()) logger.info({ requestId, path }, 'client closed the request on /v1');
    else if (internal) logger.error({ requestId, err: error }, 'internal error on /v1');
    // Expected while the database is away: one short line per request, no stack.
    else if (status === 503)
      logger.warn(
        { requestId, path, cause: databaseFailure(error)?.code ?? 'deadline' },
        'database unavailable or too slow on /v1',
      );
    return routed(fail(headers, status, body, errorHeaders), route);
  } finally {
    clearTimeout(timer);
  }
}

/** The answer, named by the route template it matched (or `unmatched`), for the web server's metrics. */
function routed(answered: V1Answer, route: string): V1Answer {
  answered.route = route;
  return answered;
}

/** An error answer with the headers so far. */
function fail(
  headers: Record<string, string>,
  status: number,
  body: ErrorEnvelope,
  extra: Record<string, string> = {},
): V1Answer {
  return json(status, body, { ...headers, ...extra });
}

/**
 * Steps 2-7 of a matched route. A function of the module, not a closure per request (finding 50); `headers` is the
 * caller's object, which the rate limit's headers join, so that a refusal after the count carries them.
 */
async function serve(
  req: V1Request,
  { route, pathInput }: Extract<RouteMatch, { kind: 'found' }>,
  requestId: string,
  headers: Record<string, string>,
): Promise<V1Answer> {
  const { endpoint } = route;
  // 2. Key and rate limit, in one round trip: the key, its last_used_at and the request's count together, and
  // the endpoint's read when it names one (a GET of one record): its result is used only once the checks below
  // have passed, so every refusal stays what it was.
  // An idempotent endpoint's read is the live record of a well-formed Idempotency-Key (a malformed one is refused
  // at step 4, an absent one looks nothing up).
  const db = await getDb();
  const rawIdempotencyKey = endpoint.idempotent ? req.header('idempotency-key') : null;
  const { apiKey, rate, read } = await authenticateApiKey({
    db: await keyChecks(),
    authorization: req.header('authorization'),
    rateLimit: config().rateLimitPerMinute,
    read: endpoint.idempotent ? idempotencyRead(rawIdempotencyKey) : endpointRead(endpoint, pathInput),
  });
  if (!rate) throw new AppError('INTERNAL', 'The request was not counted');
  Object.assign(headers, {
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
  });
  if (!rate.allowed) {
    return fail(
      headers,
      429,
      { error: { code: 'RATE_LIMITED', message: 'Lebih dari batas permintaan per menit.' } },
      { 'Retry-After': String(rate.retryAfterSeconds) },
    );
  }

  // 3. Body: read now, but a problem with it is answered only after the checks of step 4.
  // A multipart endpoint streams its body itself, after the checks; the others' body is JSON, read here.
  const hasBody = BODY_METHODS.has(req.method) && !endpoint.meta.multipart;
  // Endpoints without a body ignore whatever arrives.
  const body = hasBody && !endpoint.meta.noBody ? await readBody(req) : { value: {}, problem: null };
  const readsQuery = !(hasBody && req.method !== 'DELETE');
  const problem = body.problem ?? (readsQuery ? queryProblem(req.query, route) : null);
  const rawInput: unknown = {
    ...(readsQuery ? queryInput(req.query, route) : body.value),
    ...pathInput,
  };

  // 4. Checks: test-only helpers, organization status, scope, Idempotency-Key, then the body problem.
  agentChecks(endpoint, apiKey, req.method);
  const idempotencyKey = endpoint.idempotent ? readIdempotencyKey(rawIdempotencyKey) : null;
  if (!endpoint.meta.noBody && problem) throw new AppError('VALIDATION', problem.message, { status: problem.status });

  // 5. An idempotent replay answers before input validation: a retry with the same body replays even if
  // that body would not validate now; another body is IDEMPOTENCY_KEY_REUSED.
  const ctx: RestContext = { db, domain: serviceDomainContext(), requestId, apiKey };
  const idempotency = endpoint.idempotent ? await idempotencyStep(ctx, idempotencyKey, rawInput, read) : null;

  // 6. Input, endpoint, output (a failed validation is 422 VALIDATION naming the field).
  // A multipart endpoint's input schema describes its form for the document; the handler reads the form.
  const input = route.takesInput && !endpoint.meta.multipart ? await parse(endpoint.input, rawInput) : undefined;
  const result = await endpoint.handle(
    new HandlerArgs(ctx, input, idempotency, endpoint.idempotent ? undefined : read, req),
  );
  if (result instanceof StreamReply)
    return { status: result.status, headers: { ...headers, ...result.headers }, body: result.body };
  const reply = result instanceof Reply ? result : new Reply(result, endpoint.meta.successStatus ?? 200);

  // 7. Response.
  const output = endpoint.exactOutput ? reply.body : await parse(endpoint.output, reply.body);
  return json(reply.status, output, { ...headers, ...reply.headers });
}

/** The key checks of the process's key check pool, one `KeyChecks` per pool: sent together per turn. */
const keyChecksOf = new WeakMap<Db, KeyChecks>();
async function keyChecks(): Promise<KeyChecks> {
  const db = await getKeyCheckDb();
  let checks = keyChecksOf.get(db);
  if (!checks) keyChecksOf.set(db, (checks = new KeyChecks(db)));
  return checks;
}

/**
 * What a handler is called with. `request` is built only when read, and only a multipart endpoint reads it: the other
 * doors build no fetch Request for the rest. A getter of a class, not one in an object literal made per request
 * (~0.8 µs: V8 makes such a literal on a slow path; round 5).
 */
class HandlerArgs {
  readonly #req: V1Request;

  constructor(
    readonly ctx: RestContext,
    readonly input: unknown,
    readonly idempotency: Idempotency | null,
    readonly read: KeyReadResult<unknown> | undefined,
    req: V1Request,
  ) {
    this.#req = req;
  }

  get request(): Request {
    return this.#req.toRequest();
  }
}

/**
 * zod's synchronous parse, which costs a fifteenth of `parseAsync` for these schemas (finding 40); a schema with an
 * async check makes it throw `$ZodAsyncError` before anything is decided, and is then parsed as before.
 */
function parse(schema: z.ZodType, value: unknown): unknown {
  try {
    return schema.parse(value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return schema.parseAsync(value);
    throw error;
  }
}

function json(status: number, body: unknown, headers: Record<string, string>): V1Answer {
  return { status, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/**
 * The body as JSON (an object, parsed once) and, if it is unusable, why; `{}` stands in for an unusable body until
 * its problem is answered. The spec keeps 400 VALIDATION for an oversized /v1 body; other surfaces answer 413.
 */
async function readBody(req: V1Request): Promise<{ value: object; problem: InputProblem }> {
  const body = await req.body();
  if (body.tooLarge) return { value: {}, problem: { status: 400, message: 'Body melebihi 1 MiB.' } };
  const text = new TextDecoder().decode(body.bytes);
  const inspection =
    text.trim() === '' ? ({ kind: 'not_object' } as const) : inspectJson(text, { requireObject: true });
  if (inspection.kind !== 'ok') return { value: {}, problem: jsonProblemAnswer(inspection) };
  return { value: inspection.value as object, problem: null };
}

/**
 * A NUL or a lone surrogate in one of the operation's query parameters, reported like one in the body (422 naming
 * it). Parameters the operation does not declare are ignored, as a body sent to a GET is: an operation without query
 * parameters documents no 422 (openapi-document.ts), and answers as if they were absent.
 */
function queryProblem(query: URLSearchParams | null, route: Route): InputProblem {
  if (!query) return null;
  for (const [name, value] of query) {
    if (!route.queryParams.has(name)) continue;
    const bad = badText(value);
    if (bad) return jsonProblemAnswer({ kind: bad, field: name });
  }
  return null;
}

/** Query parameters as trpc-to-openapi passes them: one value as text, several (or a declared array) as a list. */
function queryInput(params: URLSearchParams | null, route: Route): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (!params) return query;
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 && !route.arrayParams.has(key) ? values[0]! : values;
  }
  return query;
}

/** After authentication and rate limit: test-only helpers, then organization status, then scope. */
function agentChecks(endpoint: V1Endpoint, key: AuthenticatedKey, method: string): void {
  if (endpoint.testKeysOnly && key.livemode)
    throw new AppError('NOT_FOUND', 'Tidak ada rute ini untuk API key live (khusus mode uji).');
  if (key.organizationStatus === 'rejected' || key.organizationStatus === 'suspended') {
    throw new AppError('ACCOUNT_REJECTED', 'Organisasi ditolak atau ditangguhkan.');
  }
  // Test keys work while the organization is reviewed: test mode is for building before approval.
  if (key.organizationStatus === 'pending' && key.livemode && method !== 'GET') {
    throw new AppError('ACCOUNT_PENDING', 'Organisasi masih ditinjau; hanya endpoint baca yang tersedia.');
  }
  if (endpoint.scope && !key.scopes.includes(endpoint.scope)) {
    throw new AppError('FORBIDDEN_SCOPE', `API key tidak memiliki scope ${endpoint.scope}.`);
  }
}

/** The endpoint's own read (a GET of one record) with the path's values, or null when the path does not pass. */
function endpointRead(endpoint: V1Endpoint, pathInput: Record<string, string>): KeyReadRequest<unknown> | null {
  const values = endpoint.read?.values(pathInput);
  return endpoint.read && values ? { of: endpoint.read.of, values } : null;
}

/** The live record of a well-formed Idempotency-Key, read with the key (finding 98); null: nothing to read. */
function idempotencyRead(raw: string | null): KeyReadRequest<unknown> | null {
  const value = raw === null ? null : unquotedIdempotencyKey(raw);
  return value === null ? null : { of: liveRecordForKey, values: liveRecordValues(value) };
}

/** The header's value without its optional quotes, or null when it is not a well-formed key. */
function unquotedIdempotencyKey(raw: string): string | null {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  return IDEMPOTENCY_KEY.test(value) ? value : null;
}

/** Unquoted Idempotency-Key value, or null when absent; throws 400 VALIDATION when malformed. */
function readIdempotencyKey(raw: string | null): string | null {
  if (raw === null) return null;
  const value = unquotedIdempotencyKey(raw);
  if (value === null) {
    throw new AppError(
      'VALIDATION',
      'Idempotency-Key: 1-255 karakter ASCII terlihat, tanpa spasi, tanda kutip, atau backslash.',
      { status: 400 },
    );
  }
  return value;
}

/**
 * The claim to record and, for a key seen before with the same body, the order to replay. `read`: the live record
 * as the key check read it (idempotencyRead), which is always sent for a well-formed key.
 */
async function idempotencyStep(
  ctx: RestContext,
  value: string | null,
  rawInput: unknown,
  read: KeyReadResult<unknown> | undefined,
): Promise<Idempotency> {
  if (!value) return { claim: null, replay: null };
  if (!read) throw new AppError('INTERNAL', 'The Idempotency-Key was not looked up');
  const claim = { key: storedIdempotencyKey(ctx.apiKey.livemode, value), requestHash: requestHash(rawInput) };
  const record = read.row as IdempotencyRecord | null;
  const viewer = agentViewer(ctx.apiKey);
  const links = { domain: ctx.domain, reader: { type: 'api_key' as const, id: ctx.apiKey.id } };
  const replay = record ? await replayFor(ctx.db, record, claim, viewer, links) : null;
  return { claim, replay };
}
