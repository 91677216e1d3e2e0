import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransactions, orders } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { api, appDb, createAgent, type ApiResponse } from '~/test/fixtures';

// review-kontrak: 1,500,000. Every test uses its own organization and keys (60 requests/minute per key).
const PRICE = 1_500_000;
const REVIEW = {
  service: 'review-kontrak',
  intake: {
    dokumen_kontrak_url: 'https://files.example.com/kontrak-kerja.pdf',
    jenis_kontrak: 'perjanjian kerja waktu tertentu',
  },
};

function post(apiKey: string, idempotencyKey?: string): Promise<ApiResponse<any>> {
  return api('/v1/orders', {
    key: apiKey,
    method: 'POST',
    body: REVIEW,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}

/** 40 concurrent requests: half with distinct Idempotency-Keys, half without. */
function burst(apiKey: string, tag: string, count = 40): Promise<ApiResponse<any>[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => post(apiKey, i % 2 === 0 ? `${tag}-${i}` : undefined)));
}

/** Every request was counted once: the remaining counts are exactly 59, 58, ... down to 60 - n. */
function expectCountedOnce(results: ApiResponse<any>[]) {
  for (const r of results) expect(r.headers.get('x-ratelimit-limit')).toBe('60');
  const remaining = results.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort((x, y) => y - x);
  expect(remaining).toEqual(Array.from({ length: results.length }, (_, i) => 59 - i));
}

function tally(results: ApiResponse<any>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const label = r.status === 201 ? '201' : `${r.status} ${r.body?.error?.code}`;
    counts[label] = (counts[label] ?? 0) + 1;
  }
  return counts;
}

async function ordersOf(organizationId: string) {
  return appDb().select().from(orders).where(eq(orders.organizationId, organizationId));
}

async function paymentsOf(organizationId: string) {
  return appDb()
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.organizationId, organizationId), eq(ledgerTransactions.kind, 'order_payment')));
}

describe('concurrent orders against one deposit and one monthly limit', () => {
  it('40 concurrent orders against a deposit for exactly 10: 10 created, 30 INSUFFICIENT_DEPOSIT, deposit exactly 0', async () => {
    const agent = await createAgent({ depositIdr: 10 * PRICE });
    const results = await burst(agent.apiKey, 'deposit');
    expect(tally(results)).toEqual({ '201': 10, '402 INSUFFICIENT_DEPOSIT': 30 });
    expectCountedOnce(results);

    const created = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.id)
      .sort();
    expect(new Set(created).size).toBe(10);
    const rows = await ordersOf(agent.organizationId);
    expect(rows.map((o) => o.id).sort()).toEqual(created);
    // Each answered as paid, and offered by its own POST (with nobody qualified, the next round waits a window).
    expect(results.filter((r) => r.status === 201).every((r) => r.body.status === 'dibayar')).toBe(true);
    expect(rows.every((o) => o.status === 'ditawarkan')).toBe(true);
    expect((await paymentsOf(agent.organizationId)).map((t) => t.orderId).sort()).toEqual(created);
    // Only the keyed requests that succeeded hold a record.
    const keyed = results
      .filter((r, i) => i % 2 === 0 && r.status === 201)
      .map((r) => r.body.id)
      .sort();
    const records = await appDb()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.organizationId, agent.organizationId));
    expect(records.map((r) => r.orderId).sort()).toEqual(keyed);

    const balance = await api('/v1/balance', { key: agent.apiKey });
    expect(balance.body).toMatchObject({ deposit_idr: 0, escrow_idr: 10 * PRICE });
    expect(balance.body.key.month_spent_idr).toBe(10 * PRICE);
    expect(await verifyLedger(appDb())).toEqual([]);
  });

  it('40 concurrent orders against a monthly limit for exactly 10: 10 created, 30 MONTHLY_BUDGET_EXCEEDED', async () => {
    const agent = await createAgent({ depositIdr: 100_000_000, monthlyLimitIdr: 10 * PRICE });
    const results = await burst(agent.apiKey, 'monthly');
    expect(tally(results)).toEqual({ '201': 10, '402 MONTHLY_BUDGET_EXCEEDED': 30 });
    expectCountedOnce(results);

    const created = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.id)
      .sort();
    expect((await ordersOf(agent.organizationId)).map((o) => o.id).sort()).toEqual(created);
    expect((await paymentsOf(agent.organizationId)).map((t) => t.orderId).sort()).toEqual(created);

    const balance = await api('/v1/balance', { key: agent.apiKey });
    expect(balance.body).toMatchObject({ deposit_idr: 100_000_000 - 10 * PRICE, escrow_idr: 10 * PRICE });
    expect(balance.body.key).toMatchObject({
      monthly_limit_idr: 10 * PRICE,
      month_spent_idr: 10 * PRICE,
      month_remaining_idr: 0,
    });
    expect(await verifyLedger(appDb())).toEqual([]);
  });

  it('two keys of one organization racing for one deposit for exactly 10: 10 created in all, deposit exactly 0', async () => {
    const agent = await createAgent({ depositIdr: 10 * PRICE });
    const second = await createApiKey({
      livemode: true,
      db: appDb(),
      organizationId: agent.organizationId,
      name: 'second key',
    });
    const [a, b] = await Promise.all([burst(agent.apiKey, 'key-a', 20), burst(second.api_key, 'key-b', 20)]);
    const results = [...a, ...b];
    expect(tally(results)).toEqual({ '201': 10, '402 INSUFFICIENT_DEPOSIT': 30 });
    expectCountedOnce(a);
    expectCountedOnce(b);

    const created = results
      .filter((r) => r.status === 201)
      .map((r) => r.body.id)
      .sort();
    expect((await ordersOf(agent.organizationId)).map((o) => o.id).sort()).toEqual(created);
    expect((await paymentsOf(agent.organizationId)).map((t) => t.orderId).sort()).toEqual(created);
    const balance = await api('/v1/balance', { key: agent.apiKey });
    expect(balance.body).toMatchObject({ deposit_idr: 0, escrow_idr: 10 * PRICE });
    expect(await verifyLedger(appDb())).toEqual([]);
  });
});
