import { describe, expect, inject, it } from 'vitest';
import { api, createAgent } from '~/test/fixtures';
import { servedBeforeNext } from '~/server/front-door/serve-before-next';

describe('routing errors use the envelope and are not counted', () => {
  it('404 NOT_FOUND for an unknown path, with or without a key', async () => {
    const agent = await createAgent();
    for (const key of [null, agent.apiKey]) {
      const res = await api('/v1/does-not-exist', { key });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('x-ratelimit-remaining')).toBeNull();
    }
    const bare = await api('/v1', { key: agent.apiKey });
    expect(bare.status).toBe(404);
    expect(bare.body.error.code).toBe('NOT_FOUND');
    // None of the above counted: the first counted request sees 59 left.
    expect((await api('/v1/services', { key: agent.apiKey })).headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('405 METHOD_NOT_ALLOWED with Allow for a known path and a wrong method', async () => {
    const agent = await createAgent();
    for (const method of ['POST', 'DELETE', 'PUT', 'PATCH']) {
      const res = await api('/v1/services', { key: agent.apiKey, method });
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ error: { code: 'METHOD_NOT_ALLOWED', message: expect.any(String) } });
      expect(res.headers.get('allow')).toBe('GET');
    }
    const res = await api('/v1/services/pendirian-pt', { method: 'POST' });
    expect(res.status).toBe(405);
    expect((await api('/v1/services', { key: agent.apiKey })).headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('a NUL in a declared query parameter is 422 naming it; one in a parameter the operation does not take is ignored', async () => {
    const agent = await createAgent();
    const declared = await api('/v1/services?q=a%00b', { key: agent.apiKey });
    expect(declared.status).toBe(422);
    expect(declared.body).toEqual({
      error: { code: 'VALIDATION', message: 'q: tidak boleh berisi karakter NUL (U+0000).' },
    });
    // GET /balance takes no query parameters, so documents no 422 (openapi-document.ts): its answer is the plain one.
    const plain = await api('/v1/balance', { key: agent.apiKey });
    const ignored = await api('/v1/balance?lang=%00&x%00=%ED%A0%80', { key: agent.apiKey });
    expect(plain.status).toBe(200);
    expect(ignored.status).toBe(200);
    expect(ignored.body).toEqual(plain.body);
  });

  it('every response carries a request id, and a given one is echoed', async () => {
    const res = await api('/v1/services', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});

describe('health', () => {
  it('answers ok once the database is reachable', async () => {
    const res = await api('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('GET before Next carries the headers of Next’s route (HEAD still goes there), but for its router Vary', async () => {
    const url = `${inject('baseUrl')}/health`;
    const lean = await fetch(url);
    const viaNext = await fetch(url, { method: 'HEAD' });
    expect([lean.status, viaNext.status]).toEqual([200, 200]);
    // The connection's and the body's own headers differ by transport (HEAD has no body to measure).
    const transport = ['date', 'vary', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
    const names = (res: Response) => [...res.headers.keys()].filter((name) => !transport.includes(name));
    for (const name of new Set([...names(lean), ...names(viaNext)]))
      expect(lean.headers.get(name), name).toBe(viaNext.headers.get(name));
    expect(lean.headers.get('content-type')).toBe('application/json');
    expect(lean.headers.get('vary')).toBeNull();
    expect(viaNext.headers.get('vary')).toContain('rsc');
  });
});

describe('the web server answers plain /v1 paths before Next, with the same headers', () => {
  it('classifies request targets: plain paths before Next, anything Next normalises through Next', () => {
    for (const target of ['/v1', '/v1/services', '/v1/orders/ord_abc?limit=20&cursor=x', '/v1/a.b/c~d-e_f'])
      expect(servedBeforeNext(target), target).toBe('v1');
    for (const target of [
      '/v1/',
      '/v1//services',
      '/v1/./services',
      '/v1/../health',
      '/v1/%73ervices',
      '/v1/openapi.json',
      '/v1x',
      '/v10/services',
      '/health/',
      '/healthz',
      undefined,
    ])
      expect(servedBeforeNext(target), String(target)).toBe(null);
    expect(servedBeforeNext('/mcp')).toBe('mcp');
    expect(servedBeforeNext('/mcp/')).toBe(null);
    expect(servedBeforeNext('/health')).toBe('health');
    expect(servedBeforeNext('/health?probe=1', 'GET')).toBe('health');
    // Next answers the other methods of its GET-only route (HEAD from GET, 405 for the rest).
    for (const method of ['HEAD', 'POST', 'OPTIONS']) expect(servedBeforeNext('/health', method), method).toBe(null);
  });

  it('both ways carry the API security headers; only Next adds its router Vary', async () => {
    const SECURITY = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    };
    const lean = await api('/v1/services');
    const viaNext = await api('/v1/%73ervices');
    expect(lean.status).toBe(401);
    expect(viaNext.status).toBe(404);
    for (const res of [lean, viaNext]) {
      for (const [name, value] of Object.entries(SECURITY)) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect(lean.headers.get('vary')).toBeNull();
    expect(viaNext.headers.get('vary')).toContain('rsc');
  });
});
