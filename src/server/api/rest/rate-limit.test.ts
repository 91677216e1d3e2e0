import { describe, expect, it } from 'vitest';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { api, appDb, createAgent } from '~/test/fixtures';

const remaining = (res: { headers: Headers }) => res.headers.get('x-ratelimit-remaining');

describe('rate limit: 60 requests per minute per key', () => {
  it('60 requests pass counting down 59..0, the 61st is 429 RATE_LIMITED with Retry-After, before scope checks', async () => {
    // No saldo:baca: GET /v1/balance is a 403 that still counts, and after the limit a 429 comes first.
    const agent = await createAgent({ scopes: ['order:baca', 'kasus:baca'] });
    const paths = ['/v1/services', '/v1/services/pendirian-pt', '/v1/orders', '/v1/balance'];
    const started = Date.now();
    const seen: string[] = [];
    for (let i = 0; i < 60; i++) {
      const path = paths[i % paths.length]!;
      const res = await api(path, { key: agent.apiKey });
      expect(res.status, `${path} #${i + 1}`).toBe(path === '/v1/balance' ? 403 : 200);
      expect(res.headers.get('x-ratelimit-limit')).toBe('60');
      seen.push(remaining(res)!);
    }
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => String(59 - i)));

    const limited = await api('/v1/services', { key: agent.apiKey });
    const elapsedSeconds = (Date.now() - started) / 1000;
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(limited.headers.get('x-ratelimit-limit')).toBe('60');
    expect(remaining(limited)).toBe('0');
    const retryAfter = limited.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    // The window started at the first request, so what is left of it is at most 60 s minus the time spent.
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(Math.max(1, Math.ceil(60 - elapsedSeconds)));
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(limited.headers.get('x-request-id')).toBeTruthy();

    // Still limited, whatever the endpoint: 429 comes before the scope check (403) and the lookup (404).
    for (const path of ['/v1/balance', '/v1/orders/ord_doesnotexist0000000000000', '/v1/services']) {
      const res = await api(path, { key: agent.apiKey });
      expect(res.status, path).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(remaining(res)).toBe('0');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }

    // The limit is per key: another key of the same organization starts fresh.
    const second = await createApiKey({
      livemode: true,
      db: appDb(),
      organizationId: agent.organizationId,
      name: 'kunci kedua',
    });
    const fresh = await api('/v1/services', { key: second.api_key });
    expect(fresh.status).toBe(200);
    expect(remaining(fresh)).toBe('59');
  });

  it('concurrent requests share one count: of 70 at once exactly 60 pass, each with its own remaining value', async () => {
    const agent = await createAgent();
    const responses = await Promise.all(Array.from({ length: 70 }, () => api('/v1/services', { key: agent.apiKey })));
    const passed = responses.filter((r) => r.status === 200);
    const limited = responses.filter((r) => r.status === 429);
    expect(passed).toHaveLength(60);
    expect(limited).toHaveLength(10);
    expect(passed.map((r) => Number(remaining(r))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i),
    );
    for (const r of limited) {
      expect(r.body.error.code).toBe('RATE_LIMITED');
      expect(remaining(r)).toBe('0');
    }
  });

  it('does not count requests failing authentication (401), routing (404) or method (405)', async () => {
    const agent = await createAgent();
    const wrongSecret = `${agent.apiKey.slice(0, agent.apiKey.indexOf('.') + 1)}${'x'.repeat(40)}`;
    for (let i = 0; i < 5; i++) {
      const res = await api('/v1/services', { key: wrongSecret });
      expect(res.status).toBe(401);
      expect(remaining(res)).toBeNull();
    }
    const unauthenticated = await api('/v1/orders/ord_doesnotexist0000000000000');
    expect(unauthenticated.status).toBe(401);
    for (const path of ['/v1/nope', '/v1/orders/ord_x/unknown', '/v1/services/pendirian-pt/extra', '/v2/services']) {
      const res = await api(path, { key: agent.apiKey });
      expect(res.status, path).toBe(404);
      expect(remaining(res)).toBeNull();
    }
    for (const [method, path] of [
      ['DELETE', '/v1/services'],
      ['PUT', '/v1/orders/ord_doesnotexist0000000000000'],
      ['GET', '/v1/orders/ord_doesnotexist0000000000000/accept'],
      ['GET', '/v1/cases'],
      ['POST', '/v1/balance'],
    ] as const) {
      const res = await api(path, { key: agent.apiKey, method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body.error.code).toBe('METHOD_NOT_ALLOWED');
      expect(remaining(res)).toBeNull();
    }
    const first = await api('/v1/services', { key: agent.apiKey });
    expect(first.status).toBe(200);
    expect(remaining(first)).toBe('59');
  });

  it('counts every request that passed routing and authentication, whatever its result', async () => {
    const agent = await createAgent({ scopes: ['order:baca', 'kasus:buat'] });
    const results: Array<[number, string | null]> = [];
    const record = (res: { status: number; headers: Headers }) => results.push([res.status, remaining(res)]);
    record(await api('/v1/orders/ord_doesnotexist0000000000000', { key: agent.apiKey })); // 404 unknown order
    record(await api('/v1/orders/ord_doesnotexist0000000000000', { key: agent.apiKey })); // again
    record(await api('/v1/orders?limit=0', { key: agent.apiKey })); // 422
    record(await api('/v1/balance', { key: agent.apiKey })); // 403 scope
    record(await api('/v1/cases', { key: agent.apiKey, body: 'bukan json' })); // 400
    record(await api('/v1/services/tidak-ada', { key: agent.apiKey })); // 404 SERVICE_NOT_FOUND
    record(await api('/v1/services', { key: agent.apiKey })); // 200
    expect(results).toEqual([
      [404, '59'],
      [404, '58'],
      [422, '57'],
      [403, '56'],
      [400, '55'],
      [404, '54'],
      [200, '53'],
    ]);
  });

  it('an organization whose account is rejected is still counted', async () => {
    const agent = await createAgent({ status: 'rejected' });
    const first = await api('/v1/services', { key: agent.apiKey });
    expect(first.status).toBe(403);
    expect(remaining(first)).toBe('59');
    expect(remaining(await api('/v1/balance', { key: agent.apiKey }))).toBe('58');
  });
});
