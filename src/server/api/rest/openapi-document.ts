import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { ERROR_STATUS, type ErrorCode } from '~/server/domain/errors';
import { v1Router } from '~/server/api/routers/v1/router';
import { routeOf, type Route } from './route-table';

const COMMON_ERRORS: ErrorCode[] = [
  'UNAUTHORIZED',
  'FORBIDDEN_SCOPE',
  'ACCOUNT_PENDING',
  'ACCOUNT_REJECTED',
  'RATE_LIMITED',
  'INTERNAL',
  'TEMPORARILY_UNAVAILABLE',
];

/** Responses that tell the client when to try again. */
const RETRY_AFTER = {
  429: { description: 'Seconds until the window ends', schema: { type: 'integer' } },
  503: {
    description: 'Seconds to wait before retrying (the database is away or a statement timed out)',
    schema: { type: 'integer' },
  },
} as const;

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable error code: base logic on it and the HTTP status' },
        message: { type: 'string', description: 'Human-readable; may change' },
      },
    },
  },
} as const;

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Requests allowed per 60-second window', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Requests left in the current window', schema: { type: 'integer' } },
  'X-Request-Id': { description: 'Quote it to support', schema: { type: 'string' } },
};

let cached: OpenAPIObject | undefined;

/**
 * The OpenAPI document, generated from the routers and then corrected where trpc-to-openapi cannot
 * know our adapter's behaviour: success statuses (201), the error envelope and every error code.
 */
export function v1OpenApiDocument(): OpenAPIObject {
  if (cached) return cached;
  const doc = generateOpenApiDocument(v1Router, {
    title: 'Agent Order Service API',
    description:
      'Order fixed-scope Indonesian legal and company-formation services, paid from the organization deposit and held in escrow. ' +
      'Errors are `{"error":{"code","message"}}`; base logic on `code` and the HTTP status. ' +
      '500 `INTERNAL` and 503 `TEMPORARILY_UNAVAILABLE` (with `Retry-After`) are safe to retry with backoff; ' +
      'retry POST /v1/orders with the same `Idempotency-Key`.',
    version: '1.0.0',
    baseUrl: '/v1',
    securitySchemes: {
      // In backticks: Swagger UI renders descriptions as Markdown, where a bare <prefix> is eaten as HTML.
      ApiKey: {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API key: `svc_live_<prefix>.<secret>`, or `svc_test_<prefix>.<secret>` for test mode (sent as `Authorization: Bearer <key>`).',
      },
    },
  });
  doc.info = { ...doc.info, license: { name: 'Proprietary', url: 'https://agent-order-service.example/terms' } };
  // trpc-to-openapi adds its own error.* schemas (shape {message, code, issues}); every error here is ERROR_SCHEMA.
  doc.components = {
    ...doc.components,
    schemas: { Error: ERROR_SCHEMA as never, ...withoutLibraryErrors(doc.components?.schemas) },
  };

  const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => routeOf(method, path)),
  );
  for (const route of documented.filter((r): r is Route => r !== undefined)) {
    const operation = doc.paths?.[route.path]?.[route.method.toLowerCase() as 'get'];
    if (!operation?.responses) continue;
    const success = operation.responses['200'];
    const codes = [...COMMON_ERRORS, ...(route.endpoint.meta.errors ?? [])];
    const hasQuery = (operation.parameters ?? []).some((p) => 'in' in p && p.in === 'query');
    if ((route.method !== 'GET' && !route.endpoint.meta.noBody) || hasQuery) codes.push('VALIDATION');
    const responses: Record<string, unknown> = {};
    const successStatus = String(route.endpoint.meta.successStatus ?? 200);
    const attachment = route.endpoint.meta.attachment;
    responses[successStatus] = attachment
      ? {
          description: attachment.description,
          headers: {
            ...RATE_HEADERS,
            'Content-Disposition': { description: 'attachment; filename=…', schema: { type: 'string' } },
          },
          content: { [attachment.contentType]: { schema: { type: 'string', format: 'binary' } } },
        }
      : { ...success, headers: RATE_HEADERS };
    responses['405'] = {
      description:
        'METHOD_NOT_ALLOWED: another method on this path (the `Allow` header lists the served ones); not counted against the rate limit',
      headers: {
        'X-Request-Id': RATE_HEADERS['X-Request-Id'],
        Allow: { description: 'Methods served on this path', schema: { type: 'string' } },
      },
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
    if (route.endpoint.meta.idempotent && successStatus !== '200') {
      responses['200'] = {
        ...success,
        description: 'Idempotent replay: the order created by the first request, in its current status',
        headers: { ...RATE_HEADERS, 'Idempotent-Replayed': { schema: { type: 'string', enum: ['true'] } } },
      };
    }
    const byStatus = new Map<number, ErrorCode[]>();
    for (const code of new Set(codes)) {
      const statuses: number[] = code === 'VALIDATION' ? [400, 422] : [ERROR_STATUS[code]];
      for (const status of statuses) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
      responses[String(status)] = {
        description: list.join(', '),
        headers: errorHeaders(status),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    operation.responses = Object.fromEntries(
      Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b)),
    ) as never;
  }
  cached = withoutSingleAnyOf(withoutUnboundedIntegers(doc)) as OpenAPIObject;
  return cached;
}

/**
 * Headers of an error response: the request id always; the rate-limit pair once the key is known (every
 * error after authentication); `Retry-After` on 429 and 503.
 */
function errorHeaders(status: number): Record<string, unknown> {
  const headers: Record<string, unknown> = { 'X-Request-Id': RATE_HEADERS['X-Request-Id'] };
  if (status !== 401) {
    headers['X-RateLimit-Limit'] = {
      ...RATE_HEADERS['X-RateLimit-Limit'],
      description: `${RATE_HEADERS['X-RateLimit-Limit'].description} (once the key is known)`,
    };
    headers['X-RateLimit-Remaining'] = {
      ...RATE_HEADERS['X-RateLimit-Remaining'],
      description: `${RATE_HEADERS['X-RateLimit-Remaining'].description} (once the key is known)`,
    };
  }
  if (status === 429 || status === 503) headers['Retry-After'] = RETRY_AFTER[status];
  return headers;
}

function withoutLibraryErrors(schemas: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(schemas ?? {}).filter(([name]) => !name.startsWith('error.')));
}

/**
 * zod's `.int()` says "a safe integer", which the generator writes as minimum -2^53+1 / maximum 2^53-1; that
 * bound says nothing to a client and makes examples show negative prices. Dropped; real bounds stay.
 */
function withoutUnboundedIntegers(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnboundedIntegers);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (
      (key === 'minimum' && value === Number.MIN_SAFE_INTEGER) ||
      (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)
    )
      continue;
    out[key] = withoutUnboundedIntegers(value);
  }
  return out;
}

/**
 * A one-member union (`z.union([z.number()...])`, used so trpc-to-openapi does not coerce "100" into a number)
 * is written as a one-element `anyOf`; the schema itself says the same and lints clean.
 */
function withoutSingleAnyOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSingleAnyOf);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'anyOf' && Array.isArray(value) && value.length === 1 && typeof value[0] === 'object')
      Object.assign(out, withoutSingleAnyOf(value[0]));
    else out[key] = withoutSingleAnyOf(value);
  }
  return out;
}
