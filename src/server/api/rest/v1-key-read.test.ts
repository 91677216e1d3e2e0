// An endpoint's read answered by the key check's own statement (domain/keys/key-read.ts, finding 49): GET
// /v1/orders/{id} sends one statement, and every answer (the order, 404, 403, 429) is what the order read on its
// own gives. In process (serveV1) with postgres.js' statements captured, as bench/capture.ts does.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { configureDatabase, getDb, getKeyCheckDb, WEB_POOL, type Db } from '~/server/db/client';
import { apiKeys, orderMessages, rateLimitWindows } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { getOrder, orderForKey } from '~/server/domain/orders/load-order';
import { randomBase62 } from '~/server/domain/ids';
import { agentViewer } from '~/server/api/viewers';
import { serviceDomainContext } from '~/server/composition';
import { createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { pathRead } from './endpoint';
import { orderIdInput } from '~/server/api/routers/v1/shared/order-schema';

type ServeV1 = (req: Request) => Promise<Response>;
let serveV1: ServeV1;
let db: Db;
/** The statements sent while a request runs (one request at a time), as bench/capture.ts collects them. */
let sink: string[] | null = null;

beforeAll(async () => {
  process.env.DATABASE_URL = inject('appDatabaseUrl');
  configureDatabase({ ...WEB_POOL, onStatement: (statement) => sink?.push(statement) });
  ({ serveV1 } = await import('~/server/front-door/v1-pipeline'));
  db = await getDb();
  // postgres.js reads the database's types on a pool's first connection: not a statement of any request below.
  await (await getKeyCheckDb()).execute(sql`select 1`);
});

async function get(path: string, key: string) {
  const statements: string[] = [];
  sink = statements;
  try {
    const res = await serveV1(new Request(`http://api.test${path}`, { headers: { Authorization: `Bearer ${key}` } }));
    return { res, text: await res.text(), statements };
  } finally {
    sink = null;
  }
}

/** The order as the read on its own statement gives it (getOrder without a read), for the key's reach. */
async function readAlone(agent: Agent, orderId: string) {
  const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
  return getOrder({
    db,
    orderId,
    reach: apiKey,
    viewer: agentViewer(apiKey),
    links: { domain: serviceDomainContext(), reader: { type: 'api_key', id: apiKey.id } },
  });
}

const keyRow = async (prefix: string) =>
  (
    await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.prefix, prefix), eq(apiKeys.livemode, true)))
  )[0]!;

describe('GET /v1/orders/{id}: the order read by the key check', () => {
  it('sends one statement, and its body is the order read on its own, text for text', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const order = await placeOrder(db, agent, 'nib-oss', { callback_url: 'https://agent.example.invalid/hook' });
    // Two messages with the same instant: their order is the id's, as the separate read has it.
    const at = new Date('2026-11-26T01:02:03.450Z');
    await db.insert(orderMessages).values([
      { id: `msg_${randomBase62(20)}`, orderId: order.id, sender: 'praktisi', text: 'Mohon NPWP.', createdAt: at },
      { id: `msg_${randomBase62(20)}`, orderId: order.id, sender: 'klien', text: 'Terlampir "ya".', createdAt: at },
    ]);

    const { res, text, statements } = await get(`/v1/orders/${order.id}`, agent.apiKey);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^\s*with matched as/);
    expect(text).toBe(JSON.stringify(await readAlone(agent, order.id)));
    expect(JSON.parse(text).messages.map((m: { text: string }) => m.text)).toHaveLength(2);
  });

  it("answers another organization's order, the other mode's and an unknown id 404, each in one statement", async () => {
    const owner = await createAgent({ depositIdr: 10_000_000 });
    const other = await createAgent();
    const order = await placeOrder(db, owner, 'nib-oss');
    const testKey = await createApiKey({ db, organizationId: owner.organizationId, name: 'uji', livemode: false });

    for (const [key, id] of [
      [other.apiKey, order.id],
      [testKey.api_key, order.id],
      [owner.apiKey, 'ord_doesnotexist0000000000000'],
    ] as const) {
      const { res, text, statements } = await get(`/v1/orders/${id}`, key);
      expect(res.status).toBe(404);
      expect(JSON.parse(text)).toEqual({ error: { code: 'NOT_FOUND', message: `Order ${id} tidak ditemukan.` } });
      expect(res.headers.get('x-ratelimit-limit')).toBe('60');
      expect(statements).toHaveLength(1);
    }
  });

  it('drops the read when a check after the key refuses: 403 without the scope, 429 over the limit', async () => {
    const owner = await createAgent({ depositIdr: 10_000_000, scopes: ['order:buat'] });
    const order = await placeOrder(db, owner, 'nib-oss');
    const refused = await get(`/v1/orders/${order.id}`, owner.apiKey);
    expect(refused.res.status).toBe(403);
    expect(JSON.parse(refused.text).error.code).toBe('FORBIDDEN_SCOPE');
    expect(refused.statements).toHaveLength(1);

    const reader = await createAgent({ depositIdr: 10_000_000 });
    const own = await placeOrder(db, reader, 'nib-oss');
    expect((await get(`/v1/orders/${own.id}`, reader.apiKey)).res.status).toBe(200);
    const key = await keyRow(reader.prefix);
    await db.update(rateLimitWindows).set({ count: 60 }).where(eq(rateLimitWindows.apiKeyId, key.id));
    const limited = await get(`/v1/orders/${own.id}`, reader.apiKey);
    expect(limited.res.status).toBe(429);
    expect(JSON.parse(limited.text)).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } });
    expect(limited.res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.statements).toHaveLength(1);
  });

  it('sends nothing for a malformed key (401), as before', async () => {
    const { res, statements } = await get('/v1/orders/ord_x', 'svc_live_nope');
    expect(res.status).toBe(401);
    expect(statements).toHaveLength(0);
  });
});

describe('pathRead', () => {
  it("gives the path's parameters as the read's values when they pass the schema, and null otherwise", () => {
    const read = pathRead(orderForKey, orderIdInput);
    expect(read.values({ id: 'ord_abc' })).toEqual({ id: 'ord_abc' });
    expect(read.values({})).toBeNull();
  });
});
