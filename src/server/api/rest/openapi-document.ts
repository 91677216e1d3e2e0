import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { ERROR_STATUS, type ErrorCode } from '../../domain/errors';
import { v1Router } from '../routers/v1/router';
import { buildRouteTable } from './route-table';

const COMMON_ERRORS: ErrorCode[] = ['UNAUTHORIZED', 'FORBIDDEN_SCOPE', 'ACCOUNT_PENDING', 'ACCOUNT_REJECTED', 'RATE_LIMITED', 'INTERNAL', 'TEMPORARILY_UNAVAILABLE'];

/** Responses that tell the client when to try again. */
const RETRY_AFTER = {
  429: { description: 'Seconds until the window ends', schema: { type: 'integer' } },
  503: { description: 'Seconds to wait before retrying (the database is away or a statement timed out)', schema: { type: 'integer' } },
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
    securitySchemes: { ApiKey: { type: 'http', scheme: 'bearer', description: 'svc_live_<prefix>.<secret>' } },
  });
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, Error: ERROR_SCHEMA as never } };

  for (const route of buildRouteTable(v1Router._def.procedures)) {
    const operation = doc.paths?.[route.path]?.[route.method.toLowerCase() as 'get'];
    if (!operation?.responses) continue;
    const success = operation.responses['200'];
    const codes = [...COMMON_ERRORS, ...(route.meta.errors ?? [])];
    if (route.method !== 'GET' && !route.meta.noBody) codes.push('VALIDATION');
    const responses: Record<string, unknown> = {};
    const successStatus = String(route.meta.successStatus ?? 200);
    responses[successStatus] = { ...success, headers: RATE_HEADERS };
    if (route.meta.idempotent && successStatus !== '200') {
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
        ...(status === 429 || status === 503 ? { headers: { 'Retry-After': RETRY_AFTER[status] } } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    operation.responses = responses as never;
  }
  cached = doc;
  return doc;
}
