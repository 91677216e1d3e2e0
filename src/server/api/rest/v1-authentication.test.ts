import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitWindows, apiKeys } from '~/server/db/schema';
import { revokeApiKey } from '~/server/domain/keys/revoke-api-key';
import { api, appDb, createAgent } from '~/test/fixtures';

async function windowCount(prefix: string): Promise<number | null> {
  const [key] = await appDb().select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.prefix, prefix));
  const [row] = await appDb().select().from(rateLimitWindows).where(eq(rateLimitWindows.apiKeyId, key!.id));
  return row?.count ?? null;
}

function expectUnauthorized(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(401);
  expect(res.body).toEqual({ error: { code: 'UNAUTHORIZED', message: expect.any(String) } });
  expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  expect(res.headers.get('x-request-id')).toMatch(/^req_/);
}

describe('API key authentication', () => {
  it('401 without an Authorization header', async () => {
    expectUnauthorized(await api('/v1/services'));
  });

  it.each([
    ['not Bearer', 'Basic dXNlcjpwYXNz'],
    ['no key', 'Bearer '],
    ['wrong marker', 'Bearer sk_live_abcdefgh.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['no dot', 'Bearer svc_live_abcdefghaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['short secret', 'Bearer svc_live_abcdefgh.short'],
    ['uppercase prefix', 'Bearer svc_live_ABCDEFGH.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
  ])('401 for a malformed key (%s)', async (_label, header) => {
    expectUnauthorized(await api('/v1/services', { headers: { Authorization: header } }));
  });

  it('401 for a well-formed key that does not exist', async () => {
    expectUnauthorized(
      await api('/v1/services', { key: 'svc_live_zzzzzzzz.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }),
    );
  });

  it('401 for a known prefix with a wrong secret, and the attempt is not counted', async () => {
    const agent = await createAgent();
    const wrong = `${agent.apiKey.slice(0, agent.apiKey.indexOf('.') + 1)}${'x'.repeat(40)}`;
    expectUnauthorized(await api('/v1/services', { key: wrong }));
    expect(await windowCount(agent.prefix)).toBeNull();
  });

  it('401 once a key is revoked, which takes effect at once', async () => {
    const agent = await createAgent();
    expect((await api('/v1/services', { key: agent.apiKey })).status).toBe(200);
    await revokeApiKey({ db: appDb(), prefix: agent.prefix, reach: 'platform' });
    expectUnauthorized(await api('/v1/services', { key: agent.apiKey }));
    expect(await windowCount(agent.prefix)).toBe(1);
  });

  it('a valid key gets rate-limit headers that count the request', async () => {
    const agent = await createAgent();
    const first = await api('/v1/services', { key: agent.apiKey });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('60');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
    const second = await api('/v1/services/pendirian-pt', { key: agent.apiKey });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('58');
  });
});

describe('organization status', () => {
  it('an organization under review can still read', async () => {
    const agent = await createAgent({ status: 'pending' });
    const res = await api('/v1/services', { key: agent.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
  });

  it.each(['rejected', 'suspended'] as const)(
    'a %s organization gets 403 ACCOUNT_REJECTED on reads',
    async (status) => {
      const agent = await createAgent({ status });
      const res = await api('/v1/services', { key: agent.apiKey });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('ACCOUNT_REJECTED');
      // Authenticated, so counted and labelled.
      expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    },
  );
});
