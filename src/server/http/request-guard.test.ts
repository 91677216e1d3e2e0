// The request guard on every HTTP surface of the production build: body cap, JSON depth, NUL characters,
// prototype keys, Origin, and the security headers (decisions.md, Round 2).
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { api, appDb, createAgent, type Agent, type ApiResponse } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';

const MiB = 1024 * 1024;
const REVIEW = {
  service: 'review-kontrak',
  intake: { dokumen_kontrak_url: 'https://files.example.com/kontrak.pdf', jenis_kontrak: 'perjanjian sewa' },
};
const SIGN_IN = { email: 'nobody@example.com', password: 'not-the-password' };
const MCP_HEADERS = { Authorization: 'Bearer svc_live_abcdefgh.secret', Accept: 'application/json, text/event-stream' };

/** A POST whose body streams in 64 KiB chunks without Content-Length (chunked), `total` bytes or endless. */
async function postChunked(
  path: string,
  total: number,
  headers: Record<string, string>,
): Promise<ApiResponse & { sentBytes: number }> {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  let sentBytes = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sentBytes >= total) return controller.close();
      controller.enqueue(chunk);
      sentBytes += chunk.byteLength;
    },
  });
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: JSON.parse(text), sentBytes };
}

/** `depth` levels of JSON in total: the object around `intake` counts as the first. */
function orderNestedTo(depth: number): string {
  const inner = `${'['.repeat(depth - 2)}"x"${']'.repeat(depth - 2)}`;
  return `{"service":"review-kontrak","intake":{"jenis_kontrak":${inner}}}`;
}
const nestedTo = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const expectError = (res: ApiResponse, status: number, code: string, message?: RegExp) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: message ? expect.stringMatching(message) : expect.any(String) } });
  expect(res.headers.get('content-type')).toContain('application/json');
};

async function orgCounts(organizationId: string) {
  const [row] = await appDb().execute<Record<string, string>>(sql`
    select
      (select count(*) from "order" where organization_id = ${organizationId}) as orders,
      (select count(*) from order_message m join "order" o on o.id = m.order_id where o.organization_id = ${organizationId}) as messages,
      (select count(*) from idempotency_key where organization_id = ${organizationId}) as idempotency_keys,
      (select coalesce(sum(balance_idr), 0) from ledger_account where kind = 'deposit' and owner_id = ${organizationId}) as deposit_idr`);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

const postOrder = (agent: Agent, body: string, headers: Record<string, string> = {}) =>
  api('/v1/orders', { key: agent.apiKey, method: 'POST', body, headers });

describe('body cap: 413 PAYLOAD_TOO_LARGE outside /v1, 400 VALIDATION on /v1', () => {
  const big = JSON.stringify({ ...SIGN_IN, padding: 'x'.repeat(2 * MiB) });
  const surfaces: [string, string, Record<string, string>][] = [
    ['better-auth sign-in', '/api/auth/sign-in/email', { 'Content-Type': 'application/json' }],
    ['tRPC mutation', '/api/trpc/account.setLocale', { 'Content-Type': 'application/json' }],
    ['MCP', '/mcp', { 'Content-Type': 'application/json', ...MCP_HEADERS }],
  ];

  it.each(surfaces)('%s: 2 MB with Content-Length', async (_name, path, headers) => {
    expectError(await api(path, { method: 'POST', body: big, headers }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each(surfaces)('%s: 2 MB chunked, without Content-Length', async (_name, path, headers) => {
    expectError(await postChunked(path, 2 * MiB, headers), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('after a refused body the same keep-alive connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; reused: boolean; text: string }>((resolve, reject) => {
        const req = http.request(
          `${inject('baseUrl')}${path}`,
          { method, agent, headers: body ? { 'Content-Type': 'application/json' } : {} },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket, text }));
          },
        );
        req.on('error', reject);
        // write() without Content-Length: chunked, like a streaming client.
        if (body) for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.subarray(i, i + 64 * 1024));
        req.end();
      });
    try {
      const refused = await send('POST', '/api/auth/sign-in/email', Buffer.alloc(2 * MiB, 0x20));
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.text).error.code).toBe('PAYLOAD_TOO_LARGE');
      const next = await send('GET', '/health');
      expect(next).toEqual({ status: 200, reused: true, text: '{"ok":true}' });
    } finally {
      agent.destroy();
    }
  });

  it('better-auth sign-in: a body that never ends is refused once it passes 1 MiB', async () => {
    const res = await postChunked('/api/auth/sign-in/email', Number.POSITIVE_INFINITY, {
      'Content-Type': 'application/json',
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('exactly 1 MiB still reaches the handler (better-auth answers for itself)', async () => {
    const padded = JSON.stringify({ padding: 'x'.repeat(MiB - '{"padding":""}'.length) });
    expect(Buffer.byteLength(padded)).toBe(MiB);
    // sign-out, not sign-in: better-auth rate-limits sign-in per client address, shared by every test file.
    const res = await api('/api/auth/sign-out', { method: 'POST', body: padded });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
  });

  it('/v1/orders: 2 MB with Content-Length and chunked are 400 VALIDATION, and nothing is written', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const before = await orgCounts(agent.organizationId);
    const body = JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, catatan: 'x'.repeat(2 * MiB) } });
    expectError(await postOrder(agent, body), 400, 'VALIDATION', /1 MiB/);
    const chunked = await postChunked('/v1/orders', 2 * MiB, {
      Authorization: `Bearer ${agent.apiKey}`,
      'Content-Type': 'application/json',
    });
    expectError(chunked, 400, 'VALIDATION', /1 MiB/);
    expect(await orgCounts(agent.organizationId)).toEqual(before);
  });
});

describe('JSON deeper than 32 levels: 400 VALIDATION', () => {
  it('/v1/orders: 33 levels are 400; 32 levels reach validation (422 naming the field)', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const before = await orgCounts(agent.organizationId);
    expectError(await postOrder(agent, orderNestedTo(33)), 400, 'VALIDATION', /32/);
    expectError(await postOrder(agent, orderNestedTo(32)), 422, 'VALIDATION', /^intake\.jenis_kontrak: /);
    expect(await orgCounts(agent.organizationId)).toEqual(before);
  });

  it('/v1/orders with an Idempotency-Key: 100,000 levels are 400, not 500', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const before = await orgCounts(agent.organizationId);
    expectError(
      await postOrder(agent, orderNestedTo(100_000), { 'Idempotency-Key': 'deep-1' }),
      400,
      'VALIDATION',
      /32/,
    );
    expect(await orgCounts(agent.organizationId)).toEqual(before);
  });

  it('brackets inside strings do not count', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const res = await postOrder(
      agent,
      JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, catatan: '[{'.repeat(100) } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.intake.catatan).toBe('[{'.repeat(100));
  });

  it.each([
    ['better-auth sign-in', '/api/auth/sign-in/email', {}],
    ['tRPC mutation', '/api/trpc/account.setLocale', {}],
    ['MCP', '/mcp', MCP_HEADERS],
  ])('%s: 33 levels are 400 VALIDATION', async (_name, path, headers) => {
    expectError(await api(path, { method: 'POST', body: nestedTo(33), headers }), 400, 'VALIDATION', /32/);
  });
});

describe('NUL characters: 422 VALIDATION naming the field, nothing written', () => {
  it('POST /v1/orders: NUL in an intake value, in an intake key, and as a raw \\u0000 escape', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const before = await orgCounts(agent.organizationId);
    const inValue = JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, jenis_kontrak: 'sewa\u0000gedung' } });
    expectError(
      await postOrder(agent, inValue, { 'Idempotency-Key': 'nul-1' }),
      422,
      'VALIDATION',
      /^intake\.jenis_kontrak: .*NUL/,
    );
    const inKey = JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, 'cat\u0000atan': 'x' } });
    expectError(await postOrder(agent, inKey), 422, 'VALIDATION', /^intake\.cat\\u0000atan: .*NUL/);
    expectError(
      await postOrder(agent, '{"service":"review-kontrak\\u0000","intake":{}}'),
      422,
      'VALIDATION',
      /^service: .*NUL/,
    );
    expect(await orgCounts(agent.organizationId)).toEqual(before);
    // The same key with a clean body is evaluated afresh: nothing was stored for it.
    expect((await postOrder(agent, JSON.stringify(REVIEW), { 'Idempotency-Key': 'nul-1' })).status).toBe(201);
  });

  it('POST /v1/orders/{id}/messages: NUL in the message is 422 naming `message`; the order keeps waiting', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const order = await placeOrder(appDb(), agent, 'review-kontrak');
    await appDb().execute(sql`update "order" set status = 'butuh_input_klien' where id = ${order.id}`);
    const before = await orgCounts(agent.organizationId);
    const path = `/v1/orders/${order.id}/messages`;
    expectError(
      await api(path, { key: agent.apiKey, body: { message: 'ini\u0000datanya' } }),
      422,
      'VALIDATION',
      /^message: .*NUL/,
    );
    expect(await orgCounts(agent.organizationId)).toEqual(before);
    const [row] = await appDb().execute<{ status: string }>(sql`select status from "order" where id = ${order.id}`);
    expect(row!.status).toBe('butuh_input_klien');
    // A clean reply still goes through.
    const ok = await api(path, { key: agent.apiKey, body: { message: 'ini datanya' } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('dikerjakan');
    expect(await orgCounts(agent.organizationId)).toEqual({ ...before, messages: before.messages! + 1 });
  });

  it('better-auth sign-up: NUL in the name is 422 naming `name`, and no account is created', async () => {
    const email = `nul-${Date.now()}@example.com`;
    const res = await api('/api/auth/sign-up/email', {
      body: { email, password: 'a-good-password', name: 'Nul\u0000Name' },
    });
    expectError(res, 422, 'VALIDATION', /^name: .*NUL/);
    const [row] = await appDb().execute<{ n: string }>(sql`select count(*) as n from "user" where email = ${email}`);
    expect(Number(row!.n)).toBe(0);
  });

  it('tRPC: NUL in a mutation body and in a query input is 422', async () => {
    expectError(
      await api('/api/trpc/account.setLocale', { body: { locale: 'id\u0000' } }),
      422,
      'VALIDATION',
      /^locale: .*NUL/,
    );
    const input = encodeURIComponent(JSON.stringify({ organizationId: 'org_\u0000' }));
    expectError(await api(`/api/trpc/org.keys.list?input=${input}`), 422, 'VALIDATION', /^organizationId: .*NUL/);
  });
});

describe('__proto__, constructor and prototype keys are unknown keys (422)', () => {
  it.each([
    [
      '__proto__ inside intake',
      '{"service":"review-kontrak","intake":{"__proto__":{"x":"y"},"dokumen_kontrak_url":"https://a.example/k.pdf","jenis_kontrak":"sewa"}}',
      /^intake\.__proto__: /,
    ],
    ['constructor at the top level', JSON.stringify({ ...REVIEW, constructor: 'x' }), /^constructor: /],
    [
      'prototype inside intake',
      JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, prototype: 'x' } }),
      /^intake\.prototype: /,
    ],
  ])('POST /v1/orders: %s -> 422 VALIDATION, no order', async (_name, body, message) => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const before = await orgCounts(agent.organizationId);
    expectError(await postOrder(agent, body), 422, 'VALIDATION', message);
    expect(await orgCounts(agent.organizationId)).toEqual(before);
  });

  it('the same on the other surfaces', async () => {
    const body = '{"email":"a@example.com","__proto__":{"admin":true}}';
    expectError(await api('/api/auth/sign-in/email', { body }), 422, 'VALIDATION', /^__proto__: /);
    expectError(await api('/api/trpc/account.setLocale', { body }), 422, 'VALIDATION', /^__proto__: /);
    expectError(await api('/mcp', { body, headers: MCP_HEADERS }), 422, 'VALIDATION', /^__proto__: /);
  });
});

describe('Origin on /api/trpc mutations and /api/auth POSTs', () => {
  const foreign: [string, Record<string, string>][] = [
    ['Origin: null', { Origin: 'null' }],
    ['a malformed Origin', { Origin: 'not a url' }],
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['this site with a path (not an origin)', { Origin: `${inject('baseUrl')}/x` }],
    [
      'a foreign Origin with a matching X-Forwarded-Host (no trusted proxy configured)',
      { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example' },
    ],
  ];

  it.each(foreign)('/api/trpc POST with %s -> 403 FORBIDDEN', async (_name, headers) => {
    expectError(await api('/api/trpc/account.setLocale', { body: { locale: 'en' }, headers }), 403, 'FORBIDDEN');
  });

  it.each(foreign)('/api/auth/sign-in/email with %s -> 403 FORBIDDEN', async (_name, headers) => {
    expectError(await api('/api/auth/sign-in/email', { body: SIGN_IN, headers }), 403, 'FORBIDDEN');
  });

  it('same-origin and Origin-less requests reach the handlers', async () => {
    const origin = inject('baseUrl');
    for (const headers of [{ Origin: origin }, {}] as Record<string, string>[]) {
      const trpc = await api('/api/trpc/account.setLocale', { body: { locale: 'en' }, headers });
      expect(trpc.status).toBe(401);
      expect(trpc.body.error.data).toMatchObject({ code: 'UNAUTHORIZED', path: 'account.setLocale' });
      expect(await api('/api/auth/sign-out', { body: {}, headers })).toMatchObject({
        status: 200,
        body: { success: true },
      });
    }
  });

  it('/api/auth/sign-out (a POST without a body schema) is refused the same way from a foreign Origin', async () => {
    expectError(
      await api('/api/auth/sign-out', { body: {}, headers: { Origin: 'http://evil.example' } }),
      403,
      'FORBIDDEN',
    );
  });

  it('GET requests are not checked (no state change)', async () => {
    const res = await api('/api/auth/get-session', { headers: { Origin: 'null' } });
    expect(res.status).toBe(200);
  });
});

describe('security headers on every response', () => {
  const PAGE_CSP = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ];
  const API_CSP = ["default-src 'none'", "frame-ancestors 'none'"];

  it.each([
    ['/', PAGE_CSP],
    ['/masuk', PAGE_CSP],
    ['/docs/api', PAGE_CSP],
    ['/docs/api/assets/init.js', PAGE_CSP],
    ['/health', API_CSP],
    ['/v1/services', API_CSP],
    ['/v1/openapi.json', API_CSP],
    ['/api/auth/get-session', API_CSP],
  ])('%s', async (path, csp) => {
    const key = path.startsWith('/v1/services') ? (await createAgent()).apiKey : null;
    const res = await fetch(`${inject('baseUrl')}${path}`, { headers: key ? { Authorization: `Bearer ${key}` } : {} });
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    for (const directive of csp) expect(policy.split('; ')).toContain(directive);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('errors carry them too', async () => {
    const res = await api('/v1/orders', { method: 'POST', body: '{}' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
