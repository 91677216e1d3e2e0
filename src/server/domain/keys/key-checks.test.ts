// The key checks of one turn sent together (key-checks.ts, finding 101): requests that start in the same turn of the
// event loop go to Postgres as one statement, each gets its own key, count and read, and a value that breaks the
// list's statement fails only its own request. In process (serveV1) with postgres.js' statements captured.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { configureDatabase, getDb, getKeyCheckDb, WEB_POOL, type Db } from '~/server/db/client';
import { apiKeys, oauthClients, oauthTokens } from '~/server/db/schema';
import { newAccessToken, tokenHash } from '~/server/domain/oauth/oauth-tokens';
import { randomBase62 } from '~/server/domain/ids';
import { createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { authenticateApiKey } from './authenticate-api-key';
import { KeyChecks } from './key-checks';
import type { KeyRead } from './key-read';

type ServeV1 = (req: Request) => Promise<Response>;
let serveV1: ServeV1;
let db: Db;
/** The statements sent while `sink` is set. */
let sink: string[] | null = null;

beforeAll(async () => {
  process.env.DATABASE_URL = inject('appDatabaseUrl');
  configureDatabase({ ...WEB_POOL, onStatement: (statement) => sink?.push(statement) });
  ({ serveV1 } = await import('~/server/front-door/v1-pipeline'));
  db = await getDb();
  // postgres.js reads the database's types on a pool's first connection: not a statement of any request below.
  await (await getKeyCheckDb()).execute(sql`select 1`);
});

async function capturing<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  sink = statements;
  try {
    return { result: await run(), statements };
  } finally {
    sink = null;
  }
}

const countOf = async (agent: Agent) =>
  (
    await db.execute<{ count: number }>(
      sql`select w.count from rate_limit_window w join api_key k on k.id = w.api_key_id where k.prefix = ${agent.prefix}`,
    )
  )[0]?.count ?? 0;

/**
 * The key checks among `statements`, by their first CTE: `req` for a list, `matched` for one request (postgres.js also
 * reads the database's types on a new connection).
 */
const keyChecksIn = (statements: string[]) =>
  statements.flatMap((statement) => /^\s*with (req|matched) as/.exec(statement)?.[1] ?? []);

const getOrderRequest = (key: string, id: string) =>
  new Request(`http://api.test/v1/orders/${id}`, { headers: { Authorization: `Bearer ${key}` } });

describe('key checks of one turn', () => {
  it('go as one statement; each request gets its key, its own count in order and its own read', async () => {
    const a = await createAgent({ depositIdr: 10_000_000 });
    const b = await createAgent({ depositIdr: 10_000_000 });
    const orderA = await placeOrder(db, a, 'nib-oss');
    const orderB = await placeOrder(db, b, 'nib-oss');
    // Well-formed, with a's prefix and another secret: matches nothing.
    const wrong = a.apiKey.replace(/\.[0-9A-Za-z]+$/, `.${'x'.repeat(40)}`);
    const requests = [
      getOrderRequest(a.apiKey, orderA.id),
      getOrderRequest(b.apiKey, orderB.id),
      getOrderRequest(a.apiKey, orderA.id),
      getOrderRequest(wrong, orderA.id),
      getOrderRequest(a.apiKey, orderB.id), // b's order with a's key: not a's to read
      getOrderRequest(b.apiKey, orderB.id),
      getOrderRequest(a.apiKey, orderA.id),
    ];
    const { result: answers, statements } = await capturing(() => Promise.all(requests.map((r) => serveV1(r))));

    expect(keyChecksIn(statements)).toEqual(['req']);
    expect(statements).toHaveLength(1);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 404, 200, 200]);
    // Each key's requests counted in the order they came, every one that matched a key (the 404 too).
    expect(answers.map((res) => res.headers.get('x-ratelimit-remaining'))).toEqual([
      '59',
      '59',
      '58',
      null,
      '57',
      '58',
      '56',
    ]);
    const bodies = await Promise.all(answers.map((res) => res.json() as Promise<{ id?: string; error?: unknown }>));
    expect(bodies.map((body) => body.id ?? null)).toEqual([
      orderA.id,
      orderB.id,
      orderA.id,
      null,
      null,
      orderB.id,
      orderA.id,
    ]);
    expect(await countOf(a)).toBe(4);
    expect(await countOf(b)).toBe(2);
  });

  it("access tokens of one grant's key and the key itself count on that key's one window", async () => {
    const a = await createAgent({ depositIdr: 10_000_000 });
    const order = await placeOrder(db, a, 'nib-oss');
    const [key] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.prefix, a.prefix));
    const clientId = `client_${randomBase62(12)}`;
    await db.insert(oauthClients).values({ id: clientId, metadata: '{}', redirectUris: ['http://127.0.0.1/cb'] });
    const tokens = [newAccessToken(), newAccessToken()];
    await db.insert(oauthTokens).values(
      tokens.map((token) => ({
        tokenHash: tokenHash(token),
        kind: 'access' as const,
        clientId,
        apiKeyId: key!.id,
        resource: 'http://api.test/mcp',
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    const { result: answers, statements } = await capturing(() =>
      Promise.all(
        [tokens[0]!, a.apiKey, tokens[1]!, tokens[0]!].map((bearer) => serveV1(getOrderRequest(bearer, order.id))),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    // One list per kind of credential; the three token requests in one, counted on the key's one row.
    expect(keyChecksIn(statements)).toEqual(['req', 'matched']);
    const remaining = answers.map((res) => Number(res.headers.get('x-ratelimit-remaining')));
    expect([...remaining].sort()).toEqual([56, 57, 58, 59]);
    expect([remaining[0]!, remaining[2]!, remaining[3]!]).toEqual(
      [...[remaining[0]!, remaining[2]!, remaining[3]!]].sort().reverse(),
    );
    expect(await countOf(a)).toBe(4);
  });

  it('a request alone sends the statement it always did', async () => {
    const a = await createAgent({ depositIdr: 10_000_000 });
    const order = await placeOrder(db, a, 'nib-oss');
    const { result: res, statements } = await capturing(() => serveV1(getOrderRequest(a.apiKey, order.id)));
    expect(res.status).toBe(200);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*with matched as/);
  });

  it("a value that breaks the list's statement fails only its own request, which counts nothing", async () => {
    const a = await createAgent({ depositIdr: 10_000_000 });
    const b = await createAgent({ depositIdr: 10_000_000 });
    // A read whose value must be a number: 'x' makes the statement fail (22P02).
    const number: KeyRead<number> = {
      name: 'test_number',
      column: (param) => sql`select ${param('value')}::int + 1`,
      parse: (value) => Number(value),
    };
    const checks = new KeyChecks(await getKeyCheckDb());
    const check = (agent: Agent, value: string) =>
      authenticateApiKey({
        db: checks,
        authorization: `Bearer ${agent.apiKey}`,
        rateLimit: 60,
        read: { of: number, values: { value } },
      });
    const { result, statements } = await capturing(() =>
      Promise.allSettled([check(a, 'x'), check(b, '41'), check(b, '1')]),
    );
    const [broken, first, second] = result;
    expect(broken.status).toBe('rejected');
    expect((broken as PromiseRejectedResult).reason).toMatchObject({ cause: { code: '22P02' } });
    expect(first).toMatchObject({ status: 'fulfilled', value: { read: { row: 42 } } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { read: { row: 2 } } });
    // Checked again alone, side by side: counted once each, in either order.
    const remaining = [first, second].map(
      (r) => (r as PromiseFulfilledResult<{ rate: { remaining: number } }>).value.rate.remaining,
    );
    expect(remaining.sort()).toEqual([58, 59]);
    // The list's statement, then each request alone.
    expect(keyChecksIn(statements)).toEqual(['req', 'matched', 'matched', 'matched']);
    expect(await countOf(a)).toBe(0);
    expect(await countOf(b)).toBe(2);
  });
});
