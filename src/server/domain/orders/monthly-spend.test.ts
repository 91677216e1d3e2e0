// The monthly limit's running total (api_key_month_spend, kept by the trigger of migration 0018) against what it
// replaced: the sum over the key's orders of the month, computed here as the oracle after every kind of change a
// writer can make to an order, through the domain and straight in SQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { pgError } from '~/server/db/pg-error';
import { apiKeyMonthSpend, apiKeys, orders } from '~/server/db/schema';
import { authenticateApiKey } from '~/server/domain/keys/authenticate-api-key';
import { ORDER_STATUSES } from '~/shared/orders/order-statuses';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { testDomain } from '~/test/domain-context';
import { AMPLE_LIMITS, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder, seededPrice, validIntake } from '~/test/orders';
import { createOrder } from './create-order';
import { monthlySpend } from './monthly-spend';
import { cancelOrder } from './operator-moves';
import { NOT_COUNTED_MONTHLY } from './status-groups';

await useFileDatabase('aos_month_spend');

const SERVICE = 'review-kontrak';
const PRICE = seededPrice(SERVICE);
let db: Db;

beforeAll(async () => {
  db = await getDb();
});

async function keyIdOf(agent: Agent): Promise<string> {
  const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
  return apiKey.id;
}

/** What the limit counted before the running total: the key's orders of the month, by their state. */
async function summed(apiKeyId: string, at: Date): Promise<number> {
  const { start, end } = jakartaMonth(at);
  const [row] = await db.execute<{ total: string | null }>(sql`
    select sum(price_idr) as total from "order"
    where api_key_id = ${apiKeyId} and created_at >= ${start.toISOString()}::timestamptz
      and created_at < ${end.toISOString()}::timestamptz
      and status not in (${sql.join(
        NOT_COUNTED_MONTHLY.map((s) => sql`${s}`),
        sql`, `,
      )})`);
  return Number(row?.total ?? 0);
}

async function expectTotal(apiKeyId: string, at: Date, expected: number) {
  expect(await summed(apiKeyId, at)).toBe(expected);
  expect(await monthlySpend(db, apiKeyId, at)).toBe(expected);
}

describe('the monthly running total', () => {
  it('counts every state as NOT_COUNTED_MONTHLY says, in and out of it', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const keyId = await keyIdOf(agent);
    const kept = await placeOrder(db, agent, SERVICE);
    const moved = await placeOrder(db, agent, SERVICE);
    const at = new Date(kept.created_at);
    await expectTotal(keyId, at, 2 * PRICE);
    // Every state after every other would be 196 moves; each state after a counted and after an uncounted one
    // covers both crossings of the line and both stays on one side.
    for (const from of ['dikerjakan', 'dibatalkan'] as const) {
      for (const status of ORDER_STATUSES) {
        await db.update(orders).set({ status: from }).where(eq(orders.id, moved.id));
        await db.update(orders).set({ status }).where(eq(orders.id, moved.id));
        const counted = NOT_COUNTED_MONTHLY.includes(status) ? 0 : PRICE;
        await expectTotal(keyId, at, PRICE + counted);
      }
    }
  });

  it('follows an operator cancellation, which frees the month for another order', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS, monthlyLimitIdr: PRICE });
    const keyId = await keyIdOf(agent);
    const first = await placeOrder(db, agent, SERVICE);
    await expect(placeOrder(db, agent, SERVICE)).rejects.toMatchObject({ code: 'MONTHLY_BUDGET_EXCEEDED' });
    await expectTotal(keyId, new Date(first.created_at), PRICE);

    await cancelOrder({ db, domain: testDomain, orderId: first.id, reason: 'uji', actor: TEST_ACTOR });
    await expectTotal(keyId, new Date(first.created_at), 0);
    const second = await placeOrder(db, agent, SERVICE);
    await expectTotal(keyId, new Date(second.created_at), PRICE);
  });

  it('puts an order in its Asia/Jakarta month, and moves it with its time, price or key', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const other = await createAgent({ db, ...AMPLE_LIMITS });
    const keyId = await keyIdOf(agent);
    const otherKeyId = await keyIdOf(other);
    const order = await placeOrder(db, agent, SERVICE);
    const october = new Date('2026-10-15T00:00:00.000Z');
    const november = new Date('2026-11-15T00:00:00.000Z');
    const setOrder = (values: Partial<typeof orders.$inferInsert>) =>
      db.update(orders).set(values).where(eq(orders.id, order.id));

    // 23:59:59.999 WIB on 31 October, then midnight WIB on 1 November.
    await setOrder({ createdAt: new Date('2026-10-31T16:59:59.999Z') });
    await expectTotal(keyId, october, PRICE);
    await expectTotal(keyId, november, 0);
    await setOrder({ createdAt: new Date('2026-10-31T17:00:00.000Z') });
    await expectTotal(keyId, october, 0);
    await expectTotal(keyId, november, PRICE);

    await setOrder({ priceIdr: PRICE + 1 });
    await expectTotal(keyId, november, PRICE + 1);
    await setOrder({ apiKeyId: otherKeyId });
    await expectTotal(keyId, november, 0);
    await expectTotal(otherKeyId, november, PRICE + 1);
    await setOrder({ apiKeyId: null });
    await expectTotal(otherKeyId, november, 0);
  });

  it('takes a deleted order out', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const keyId = await keyIdOf(agent);
    const [row] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, (await placeOrder(db, agent, SERVICE)).id));
    const at = row!.createdAt;
    // An order with nothing hanging on it yet: a bare row of its own, the same key and month.
    await db.insert(orders).values({ ...row!, id: `${row!.id}x` });
    await expectTotal(keyId, at, 2 * PRICE);
    await db.delete(orders).where(eq(orders.id, `${row!.id}x`));
    await expectTotal(keyId, at, PRICE);
  });

  it('answers a key that ordered nothing this month with 0, and keeps no negative total', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const keyId = await keyIdOf(agent);
    expect(await monthlySpend(db, keyId, new Date())).toBe(0);
    const refused = await db
      .insert(apiKeyMonthSpend)
      .values({ apiKeyId: keyId, month: '2026-11', spentIdr: -1 })
      .catch((e: unknown) => e);
    expect(pgError(refused)).toMatchObject({ code: '23514', constraint_name: 'api_key_month_spend_check' });
    expect(await db.select().from(apiKeyMonthSpend).where(eq(apiKeyMonthSpend.apiKeyId, keyId))).toEqual([]);
  });

  it("the migration's backfill writes what the orders made before it sum to", async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS });
    const keyId = await keyIdOf(agent);
    const first = await placeOrder(db, agent, SERVICE);
    await placeOrder(db, agent, SERVICE);
    await cancelOrder({ db, domain: testDomain, orderId: first.id, reason: 'uji', actor: TEST_ACTOR });
    const before = await db.select().from(apiKeyMonthSpend).orderBy(apiKeyMonthSpend.apiKeyId, apiKeyMonthSpend.month);
    expect(before.find((r) => r.apiKeyId === keyId)?.spentIdr).toBe(PRICE);

    const migration = readFileSync(path.join(process.cwd(), 'drizzle/0018_api_key_month_spend.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    expect(backfill).toContain('INSERT INTO api_key_month_spend');
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from api_key_month_spend`);
      await tx.execute(sql.raw(backfill));
    });
    const after = await db.select().from(apiKeyMonthSpend).orderBy(apiKeyMonthSpend.apiKeyId, apiKeyMonthSpend.month);
    // Keys whose orders were all cancelled have no row after a backfill, where the trigger left a 0.
    expect(after).toEqual(before.filter((r) => r.spentIdr > 0));
  });
});

describe('the monthly limit with the running total', () => {
  it('an order that would pass the month is refused and writes nothing', async () => {
    const agent = await createAgent({ db, ...AMPLE_LIMITS, monthlyLimitIdr: 2 * PRICE });
    const { apiKey } = await authenticateApiKey({ db, authorization: `Bearer ${agent.apiKey}` });
    await placeOrder(db, agent, SERVICE);
    await placeOrder(db, agent, SERVICE);
    const input = { service: SERVICE, intake: validIntake(SERVICE) };
    await expect(createOrder({ db, domain: testDomain, apiKey, input, idempotency: null })).rejects.toMatchObject({
      code: 'MONTHLY_BUDGET_EXCEEDED',
    });
    const rows = await db.select().from(orders).where(eq(orders.apiKeyId, apiKey.id));
    expect(rows).toHaveLength(2);
    await expectTotal(apiKey.id, new Date(), 2 * PRICE);
    const [key] = await db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(key!.monthlyLimitIdr).toBe(2 * PRICE);
  });
});
