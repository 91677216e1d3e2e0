import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '~/test/fixtures';
import { ORDER_FIELDS } from '~/test/orders';

let doc: any;

beforeAll(async () => {
  const res = await api('/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});

const ENDPOINTS = [
  'GET /balance',
  'GET /cases/{id}',
  'GET /events',
  'GET /events/{id}',
  'GET /files/{id}',
  'GET /files/{id}/content',
  'GET /orders',
  'GET /orders/{id}',
  'GET /orders/{id}/receipt',
  'GET /services',
  'GET /services/{code}',
  'GET /statements/{month}',
  'POST /cases',
  'POST /cases/{id}/select',
  'POST /files',
  'POST /orders',
  'POST /orders/{id}/accept',
  'POST /orders/{id}/messages',
  'POST /test/deposit',
  'POST /test/invoices/{id}/pay',
  'POST /test/orders/{id}/advance',
  'POST /test/orders/{id}/expire-offer',
];

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

function op(endpoint: string): any {
  const [method, path] = endpoint.split(' ') as [string, string];
  const operation = doc.paths?.[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${endpoint} is not in the document`);
  return operation;
}

/** Every status whose response description names `code`. */
function statusesOf(operation: any, code: string): string[] {
  return Object.entries(operation.responses as Record<string, { description?: string }>)
    .filter(([, r]) => (r.description ?? '').split(/[^A-Z_]+/).includes(code))
    .map(([status]) => status);
}

function schemaOf(response: any): any {
  let schema = response?.content?.['application/json']?.schema;
  if (schema?.$ref) schema = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
  return schema;
}

describe('/v1/openapi.json covers the whole REST interface', () => {
  it('lists every endpoint of the spec, of the events API, of test mode and of papers, and no other', () => {
    const listed = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((m) => HTTP_METHODS.includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    expect(listed).toEqual(ENDPOINTS);
    // Paths are relative to the /v1 server.
    expect(JSON.stringify(doc.servers ?? [])).toContain('/v1');
  });

  it('every endpoint needs the bearer key and documents 401, 403, 429 (with Retry-After), 500 and 503 (with Retry-After) with the error envelope', () => {
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const endpoint of ENDPOINTS) {
      const operation = op(endpoint);
      expect(operation.security, endpoint).toEqual([{ ApiKey: [] }]);
      expect(statusesOf(operation, 'UNAUTHORIZED'), endpoint).toEqual(['401']);
      for (const code of ['FORBIDDEN_SCOPE', 'ACCOUNT_PENDING', 'ACCOUNT_REJECTED'])
        expect(statusesOf(operation, code), `${endpoint} ${code}`).toEqual(['403']);
      expect(statusesOf(operation, 'RATE_LIMITED'), endpoint).toEqual(['429']);
      expect(operation.responses['429'].headers?.['Retry-After'], endpoint).toBeDefined();
      expect(statusesOf(operation, 'INTERNAL'), endpoint).toEqual(['500']);
      expect(statusesOf(operation, 'TEMPORARILY_UNAVAILABLE'), endpoint).toEqual(['503']);
      expect(operation.responses['503'].headers?.['Retry-After'], endpoint).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses as Record<string, any>)) {
        if (Number(status) >= 400)
          expect(response.content['application/json'].schema.$ref, `${endpoint} ${status}`).toBe(
            '#/components/schemas/Error',
          );
      }
    }
    expect(doc.components.schemas.Error).toMatchObject({
      required: ['error'],
      properties: {
        error: { required: ['code', 'message'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
      },
    });
  });

  describe('POST /orders', () => {
    it('answers 201 with the order, and 200 on replay with the Idempotent-Replayed header', () => {
      const post = op('POST /orders');
      expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201']));
      for (const status of ['200', '201']) {
        const schema = schemaOf(post.responses[status]);
        expect(schema.required, status).toEqual(expect.arrayContaining(ORDER_FIELDS));
        expect(Object.keys(schema.properties).sort(), status).toEqual([...ORDER_FIELDS].sort());
      }
      expect(post.responses['200'].headers?.['Idempotent-Replayed']).toBeDefined();
      expect(post.responses['201'].headers?.['Idempotent-Replayed']).toBeUndefined();
      expect(post.responses['201'].headers?.['X-RateLimit-Remaining']).toBeDefined();
    });

    it.each([
      ['VALIDATION', ['400', '422']],
      ['SERVICE_NOT_FOUND', ['404']],
      ['SERVICE_IS_BID', ['422']],
      ['NOT_AGENT_ELIGIBLE', ['422']],
      ['INTAKE_INVALID', ['422']],
      ['IDEMPOTENCY_KEY_REUSED', ['422']],
      ['BUDGET_EXCEEDED', ['402']],
      ['MONTHLY_BUDGET_EXCEEDED', ['402']],
      ['INSUFFICIENT_DEPOSIT', ['402']],
      ['UNAUTHORIZED', ['401']],
      ['FORBIDDEN_SCOPE', ['403']],
      ['ACCOUNT_PENDING', ['403']],
      ['ACCOUNT_REJECTED', ['403']],
      ['RATE_LIMITED', ['429']],
      ['INTERNAL', ['500']],
      ['TEMPORARILY_UNAVAILABLE', ['503']],
    ])('documents %s at %j', (code, statuses) => {
      expect(statusesOf(op('POST /orders'), code).sort()).toEqual(statuses);
    });

    it('takes the Idempotency-Key header and the decided body', () => {
      const post = op('POST /orders');
      const header = (post.parameters ?? []).find(
        (p: any) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
      );
      expect(header).toBeDefined();
      expect(header.required ?? false).toBe(false);
      expect(header.schema.type).toBe('string');
      const body = post.requestBody.content['application/json'].schema;
      expect(body.required.sort()).toEqual(['intake', 'service']);
      expect(Object.keys(body.properties).sort()).toEqual(['callback_url', 'intake', 'max_budget', 'service']);
    });
  });

  it.each([
    ['GET /orders/{id}', [['NOT_FOUND', '404']]],
    [
      'POST /orders/{id}/messages',
      [
        ['NOT_FOUND', '404'],
        ['INVALID_STATE', '409'],
        ['VALIDATION', '400'],
        ['VALIDATION', '422'],
      ],
    ],
    [
      'POST /orders/{id}/accept',
      [
        ['NOT_FOUND', '404'],
        ['INVALID_STATE', '409'],
      ],
    ],
    [
      'POST /cases',
      [
        ['STORY_TOO_SHORT', '422'],
        ['EMAIL_INVALID', '422'],
        ['VALIDATION', '422'],
        ['VALIDATION', '400'],
      ],
    ],
    ['GET /cases/{id}', [['NOT_FOUND', '404']]],
    [
      'POST /cases/{id}/select',
      [
        ['NOT_FOUND', '404'],
        ['INVALID_STATE', '409'],
        ['VALIDATION', '422'],
      ],
    ],
    ['GET /services/{code}', [['SERVICE_NOT_FOUND', '404']]],
    [
      'GET /orders',
      [
        ['NOT_FOUND', '404'],
        ['VALIDATION', '422'],
      ],
    ],
  ])('%s documents its own error codes', (endpoint, pairs) => {
    for (const [code, status] of pairs as Array<[string, string]>)
      expect(statusesOf(op(endpoint), code), `${code}`).toContain(status);
  });

  it('documents the Files API: a multipart upload, and the content as binary', () => {
    const form = op('POST /files').requestBody.content['multipart/form-data'].schema;
    expect(form.required.sort()).toEqual(['file', 'purpose']);
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(op('POST /files').responses)).toContain('201');
    const content = op('GET /files/{id}/content').responses['200'];
    expect(content.content['application/octet-stream'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(content.headers['Content-Disposition']).toBeDefined();
    expect(statusesOf(op('GET /files/{id}'), 'NOT_FOUND')).toEqual(['404']);
  });

  it('documents the request bodies of the other POST endpoints', () => {
    const message = op('POST /orders/{id}/messages').requestBody.content['application/json'].schema;
    expect(message.required).toEqual(['message']);
    expect(message.properties.message).toMatchObject({ type: 'string', minLength: 1, maxLength: 20_000 });
    const kasus = op('POST /cases').requestBody.content['application/json'].schema;
    expect(kasus.required.sort()).toEqual(['contact_email', 'contact_name', 'story']);
    expect(Object.keys(kasus.properties).sort()).toEqual([
      'area',
      'budget_range',
      'contact_email',
      'contact_name',
      'contact_phone',
      'story',
      'urgency',
    ]);
    const select = op('POST /cases/{id}/select').requestBody.content['application/json'].schema;
    expect(select.required).toEqual(['bid_id']);
    // Accept takes no body.
    expect(op('POST /orders/{id}/accept').requestBody).toBeUndefined();
  });

  it('documents the query parameters of GET /orders and GET /services', () => {
    const query = (endpoint: string) =>
      Object.fromEntries(
        (op(endpoint).parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => [p.name, p]),
      );

    const orders = query('GET /orders');
    expect(Object.keys(orders).sort()).toEqual(['limit', 'starting_after', 'status', 'updated_since']);
    expect(orders.status.schema.enum.sort()).toEqual(
      [
        'menunggu_bayar',
        'dibayar',
        'ditawarkan',
        'diambil',
        'dikerjakan',
        'butuh_input_klien',
        'diserahkan',
        'selesai',
        'sengketa',
        'dibatalkan',
        'direfund',
      ].sort(),
    );
    expect(orders.limit.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    expect(orders.updated_since.schema).toMatchObject({ type: 'string', format: 'date-time' });
    expect(orders.starting_after.schema.type).toBe('string');
    for (const p of Object.values(orders) as any[]) expect(p.required ?? false).toBe(false);
    const listSchema = schemaOf(op('GET /orders').responses['200']);
    expect(Object.keys(listSchema.properties).sort()).toEqual(['data', 'has_more']);

    const services = query('GET /services');
    expect(Object.keys(services).sort()).toEqual(['category', 'q']);
    for (const p of Object.values(services) as any[]) expect(p.required ?? false).toBe(false);
  });

  it('documents path parameters as required', () => {
    for (const [endpoint, name] of [
      ['GET /orders/{id}', 'id'],
      ['POST /orders/{id}/messages', 'id'],
      ['POST /orders/{id}/accept', 'id'],
      ['GET /cases/{id}', 'id'],
      ['POST /cases/{id}/select', 'id'],
      ['GET /services/{code}', 'code'],
    ] as const) {
      const param = (op(endpoint).parameters ?? []).find((p: any) => p.in === 'path' && p.name === name);
      expect(param, endpoint).toMatchObject({ required: true });
    }
  });

  it('documents 201 for POST /cases and POST /files and 200 for the rest', () => {
    for (const endpoint of ENDPOINTS) {
      const success = Object.keys(op(endpoint).responses).filter((s) => s.startsWith('2'));
      const created = endpoint === 'POST /cases' || endpoint === 'POST /files';
      const expected = endpoint === 'POST /orders' ? ['200', '201'] : created ? ['201'] : ['200'];
      expect(success.sort(), endpoint).toEqual(expected);
    }
  });
});

describe('test mode in the document', () => {
  it('puts the test helpers under the "Test mode" tag, each with 404 NOT_FOUND for live keys', () => {
    for (const endpoint of [
      'POST /test/deposit',
      'POST /test/invoices/{id}/pay',
      'POST /test/orders/{id}/advance',
      'POST /test/orders/{id}/expire-offer',
    ]) {
      const operation = op(endpoint);
      expect(operation.tags, endpoint).toEqual(['Test mode']);
      expect(statusesOf(operation, 'NOT_FOUND'), endpoint).toEqual(['404']);
    }
  });
});
