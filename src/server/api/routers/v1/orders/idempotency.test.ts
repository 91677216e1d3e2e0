import { memberReach } from '~/server/domain/tenant';
import { testDomain } from '~/test/domain-context';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, ledgerTransactions, orders } from '~/server/db/schema';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { approveOrder } from '~/server/domain/orders/approve-order';
import { TEST_ACTOR, api, appDb, createAgent, type Agent, type ApiResponse } from '~/test/fixtures';

// review-kontrak: 1,500,000; required dokumen_kontrak_url, jenis_kontrak; optional posisi_klien, catatan.
const PRICE = 1_500_000;
const REVIEW = {
  service: 'review-kontrak',
  intake: {
    dokumen_kontrak_url: 'https://files.example.com/kontrak-distribusi.pdf',
    jenis_kontrak: 'perjanjian distribusi',
  },
};

function post(agent: Agent, body: unknown, idempotencyKey?: string): Promise<ApiResponse<any>> {
  return api('/v1/orders', {
    key: agent.apiKey,
    method: 'POST',
    body,
    headers: idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey },
  });
}

/** What an order request could change for one organization. */
async function orgState(organizationId: string) {
  const [row] = await appDb().execute<Record<string, string>>(sql`
    select
      (select count(*) from "order" where organization_id = ${organizationId}) as orders,
      (select count(*) from ledger_transaction where organization_id = ${organizationId} and kind = 'order_payment') as payments,
      (select count(*) from webhook_event w join "order" o on o.id = w.order_id where o.organization_id = ${organizationId}) as webhook_events,
      (select count(*) from idempotency_key where organization_id = ${organizationId}) as idempotency_keys,
      (select coalesce(sum(balance_idr), 0) from ledger_account where kind = 'deposit' and owner_id = ${organizationId}) as deposit_idr`);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

async function idempotencyRows(organizationId: string) {
  return appDb().select().from(idempotencyKeys).where(eq(idempotencyKeys.organizationId, organizationId));
}

function expectReplayOf(res: ApiResponse<any>, original: { id: string }) {
  expect(res.status).toBe(200);
  expect(res.headers.get('idempotent-replayed')).toBe('true');
  expect(res.body.id).toBe(original.id);
}

function expectReused(res: ApiResponse<any>) {
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) } });
  expect(res.headers.get('idempotent-replayed')).toBeNull();
}

describe('Idempotency-Key on POST /v1/orders: replay', () => {
  it('the same key and body within 24 h replays the order: 200, Idempotent-Replayed, same order, nothing charged again', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const first = await post(agent, REVIEW, 'order-2024-0001');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const after = await orgState(agent.organizationId);
    expect(after).toEqual({
      orders: 1,
      payments: 1,
      webhook_events: 2, // order.dibayar and order.ditawarkan: the POST makes the first offer
      idempotency_keys: 1,
      deposit_idr: 10_000_000 - PRICE,
    });

    const replay = await post(agent, REVIEW, 'order-2024-0001');
    expectReplayOf(replay, first.body);
    // The order in its current status (spec): offered by its own POST, whose 201 showed it as paid.
    expect(replay.body).toEqual({ ...first.body, status: 'ditawarkan', updated_at: replay.body.updated_at });
    // Replays are counted like any authenticated request.
    expect(replay.headers.get('x-ratelimit-remaining')).toBe('58');
    expect(await orgState(agent.organizationId)).toEqual(after);
  });

  it('a replay shows the order in its current status, not the status at creation', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000, approvalThresholdIdr: 1_000_000 });
    const first = await post(agent, REVIEW, 'approve-me');
    expect(first.status).toBe(201);
    expect(first.body.status).toBe('menunggu_bayar');

    await approveOrder({
      db: appDb(),
      domain: testDomain,
      orderId: first.body.id,
      reach: memberReach(agent.organizationId),
      actor: TEST_ACTOR,
    });
    const state = await orgState(agent.organizationId);
    expect(state).toMatchObject({ payments: 1, deposit_idr: 5_000_000 - PRICE });

    const replay = await post(agent, REVIEW, 'approve-me');
    expectReplayOf(replay, first.body);
    expect(replay.body).toMatchObject({ status: 'dibayar', approval_required: true });
    const current = await api(`/v1/orders/${first.body.id}`, { key: agent.apiKey });
    expect(replay.body).toEqual(current.body);
    expect(await orgState(agent.organizationId)).toEqual(state);
  });

  it('property order is ignored, at the top level and inside intake', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const body = {
      service: 'review-kontrak',
      intake: { ...REVIEW.intake, catatan: 'klausul 7' },
      max_budget: 2_000_000,
      callback_url: 'https://hooks.example.com/a',
    };
    const first = await post(agent, body, 'reordered');
    expect(first.status).toBe(201);
    const reordered = `{"callback_url":"https://hooks.example.com/a","max_budget":2000000,"intake":{"catatan":"klausul 7","jenis_kontrak":"${REVIEW.intake.jenis_kontrak}","dokumen_kontrak_url":"${REVIEW.intake.dokumen_kontrak_url}"},"service":"review-kontrak"}`;
    expectReplayOf(await post(agent, reordered, 'reordered'), first.body);
    // Insignificant whitespace is not part of the body either.
    expectReplayOf(await post(agent, JSON.stringify(body, null, 2), 'reordered'), first.body);
    expect(await orgState(agent.organizationId)).toMatchObject({ orders: 1, payments: 1 });
  });

  it('an optional field sent as null equals the field absent, both ways', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const withoutNulls = await post(agent, REVIEW, 'nulls-1');
    expect(withoutNulls.status).toBe(201);
    expectReplayOf(
      await post(agent, { ...REVIEW, max_budget: null, callback_url: null }, 'nulls-1'),
      withoutNulls.body,
    );

    const withNulls = await post(agent, { ...REVIEW, callback_url: null }, 'nulls-2');
    expect(withNulls.status).toBe(201);
    expect(withNulls.body.id).not.toBe(withoutNulls.body.id);
    expectReplayOf(await post(agent, REVIEW, 'nulls-2'), withNulls.body);
    expect(await orgState(agent.organizationId)).toMatchObject({ orders: 2, payments: 2, idempotency_keys: 2 });
  });

  it('a quoted key is the same key as its unquoted value', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const first = await post(agent, REVIEW, '"quoted-key-1"');
    expect(first.status).toBe(201);
    expectReplayOf(await post(agent, REVIEW, 'quoted-key-1'), first.body);
    expectReused(await post(agent, { ...REVIEW, max_budget: 3_000_000 }, 'quoted-key-1'));

    const second = await post(agent, REVIEW, 'quoted-key-2');
    expect(second.status).toBe(201);
    expectReplayOf(await post(agent, REVIEW, '"quoted-key-2"'), second.body);
    expect((await idempotencyRows(agent.organizationId)).map((r) => r.key).sort()).toEqual([
      'quoted-key-1',
      'quoted-key-2',
    ]);
    expect(await orgState(agent.organizationId)).toMatchObject({ orders: 2, payments: 2 });
  });
});

describe('Idempotency-Key on POST /v1/orders: a different body', () => {
  it('422 IDEMPOTENCY_KEY_REUSED for any other body, even one that would fail validation, and no new order', async () => {
    const agent = await createAgent({ depositIdr: 20_000_000 });
    const first = await post(agent, REVIEW, 'reuse-me');
    expect(first.status).toBe(201);
    const state = await orgState(agent.organizationId);
    const variants: [string, unknown][] = [
      ['another intake value', { ...REVIEW, intake: { ...REVIEW.intake, jenis_kontrak: 'perjanjian lisensi' } }],
      ['an extra optional intake value', { ...REVIEW, intake: { ...REVIEW.intake, catatan: 'x' } }],
      ['a max_budget added', { ...REVIEW, max_budget: 1_500_000 }],
      ['a callback_url added', { ...REVIEW, callback_url: 'https://hooks.example.com/b' }],
      [
        'another service',
        { service: 'nib-oss', intake: { nama_usaha: 'Toko Maju', kbli: '47111', nik_pemilik: '3174000000000001' } },
      ],
      ['a body with an invalid max_budget', { ...REVIEW, max_budget: 0 }],
      ['a body without intake', { service: 'review-kontrak' }],
      ['a body with an unknown field', { ...REVIEW, prioritas: 'tinggi' }],
      ['an empty object', {}],
    ];
    for (const [label, body] of variants) {
      const res = await post(agent, body, 'reuse-me');
      expect(res.status, label).toBe(422);
      expect(res.body?.error?.code, label).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    // A body that is not a JSON object is 400 before any lookup.
    const notJson = await post(agent, '{"service":', 'reuse-me');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('VALIDATION');

    expect(await orgState(agent.organizationId)).toEqual(state);
    expect((await idempotencyRows(agent.organizationId)).map((r) => r.orderId)).toEqual([first.body.id]);
    // The original body still replays.
    expectReplayOf(await post(agent, REVIEW, 'reuse-me'), first.body);
  });
});

describe('Idempotency-Key on POST /v1/orders: rejected first requests store nothing', () => {
  it('after INSUFFICIENT_DEPOSIT and a top-up, the retry with the same key is created (201), then replays', async () => {
    const agent = await createAgent({ depositIdr: 1_000_000 });
    const refused = await post(agent, REVIEW, 'after-topup');
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('INSUFFICIENT_DEPOSIT');
    expect(await idempotencyRows(agent.organizationId)).toEqual([]);
    expect(await orgState(agent.organizationId)).toEqual({
      orders: 0,
      payments: 0,
      webhook_events: 0,
      idempotency_keys: 0,
      deposit_idr: 1_000_000,
    });

    // Still refused on a second try: the refusal was not stored as a replayable answer either.
    const again = await post(agent, REVIEW, 'after-topup');
    expect(again.status).toBe(402);
    expect(again.body.error.code).toBe('INSUFFICIENT_DEPOSIT');

    await recordDeposit({
      domain: testDomain,
      db: appDb(),
      organizationId: agent.organizationId,
      amountIdr: 1_000_000,
      reference: `TOPUP-${agent.prefix}`,
      actor: TEST_ACTOR,
    });
    const created = await post(agent, REVIEW, 'after-topup');
    expect(created.status).toBe(201);
    expect(created.headers.get('idempotent-replayed')).toBeNull();
    expect(created.body.status).toBe('dibayar');
    expectReplayOf(await post(agent, REVIEW, 'after-topup'), created.body);
    expect(await orgState(agent.organizationId)).toEqual({
      orders: 1,
      payments: 1,
      webhook_events: 2,
      idempotency_keys: 1,
      deposit_idr: 2_000_000 - PRICE,
    });
  });

  it('after a validation or budget failure the same key is free for another body', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const invalid = await post(agent, { ...REVIEW, max_budget: 0 }, 'fix-and-retry');
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.code).toBe('VALIDATION');
    const overBudget = await post(agent, { ...REVIEW, max_budget: 1_000_000 }, 'fix-and-retry');
    expect(overBudget.status).toBe(402);
    expect(overBudget.body.error.code).toBe('BUDGET_EXCEEDED');
    const missingIntake = await post(agent, { service: 'review-kontrak', intake: {} }, 'fix-and-retry');
    expect(missingIntake.status).toBe(422);
    expect(missingIntake.body.error.code).toBe('INTAKE_INVALID');
    expect(await idempotencyRows(agent.organizationId)).toEqual([]);
    expect(await orgState(agent.organizationId)).toEqual({
      orders: 0,
      payments: 0,
      webhook_events: 0,
      idempotency_keys: 0,
      deposit_idr: 10_000_000,
    });

    const created = await post(agent, { ...REVIEW, max_budget: 2_000_000 }, 'fix-and-retry');
    expect(created.status).toBe(201);
    expect(created.body.max_budget).toBe(2_000_000);
  });
});

describe('Idempotency-Key on POST /v1/orders: scope and lifetime', () => {
  it('keys are per organization: two organizations with the same key get two orders', async () => {
    const a = await createAgent({ depositIdr: 10_000_000 });
    const b = await createAgent({ depositIdr: 10_000_000 });
    const ra = await post(a, REVIEW, 'shared-key');
    const rb = await post(b, REVIEW, 'shared-key');
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    expect(ra.body.id).not.toBe(rb.body.id);
    // Each replays its own order; a different body is still judged only within the organization.
    expectReplayOf(await post(a, REVIEW, 'shared-key'), ra.body);
    expectReplayOf(await post(b, REVIEW, 'shared-key'), rb.body);
    expect(await orgState(a.organizationId)).toMatchObject({ orders: 1, payments: 1, idempotency_keys: 1 });
    expect(await orgState(b.organizationId)).toMatchObject({ orders: 1, payments: 1, idempotency_keys: 1 });
  });

  it('a record younger than 24 h still replays; one older than 24 h counts as new', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const db = appDb();
    const age = async (key: string, hours: number) => {
      const createdAt = new Date(Date.now() - hours * 3600_000);
      const updated = await db
        .update(idempotencyKeys)
        .set({ createdAt, expiresAt: new Date(createdAt.getTime() + 24 * 3600_000) })
        .where(and(eq(idempotencyKeys.organizationId, agent.organizationId), eq(idempotencyKeys.key, key)))
        .returning();
      expect(updated).toHaveLength(1);
    };

    const young = await post(agent, REVIEW, 'young');
    expect(young.status).toBe(201);
    await age('young', 23);
    expectReplayOf(await post(agent, REVIEW, 'young'), young.body);
    expectReused(await post(agent, { ...REVIEW, max_budget: 5_000_000 }, 'young'));

    const old = await post(agent, REVIEW, 'old');
    expect(old.status).toBe(201);
    await age('old', 25);
    const renewed = await post(agent, REVIEW, 'old');
    expect(renewed.status).toBe(201);
    expect(renewed.headers.get('idempotent-replayed')).toBeNull();
    expect(renewed.body.id).not.toBe(old.body.id);
    // The record now belongs to the new order and replays it.
    expectReplayOf(await post(agent, REVIEW, 'old'), renewed.body);

    const oldOther = await post(agent, REVIEW, 'old-other-body');
    expect(oldOther.status).toBe(201);
    await age('old-other-body', 25);
    const otherBody = await post(agent, { ...REVIEW, max_budget: 5_000_000 }, 'old-other-body');
    expect(otherBody.status).toBe(201);
    expect(otherBody.body.id).not.toBe(oldOther.body.id);

    const rows = await idempotencyRows(agent.organizationId);
    expect(Object.fromEntries(rows.map((r) => [r.key, r.orderId]))).toEqual({
      young: young.body.id,
      old: renewed.body.id,
      'old-other-body': otherBody.body.id,
    });
    expect(await orgState(agent.organizationId)).toMatchObject({
      orders: 5,
      payments: 5,
      deposit_idr: 10_000_000 - 5 * PRICE,
    });
  });
});

describe('Idempotency-Key on POST /v1/orders: concurrency', () => {
  it('50 concurrent POSTs with one key: one order, one payment, one 201 and 49 replays of it', async () => {
    const agent = await createAgent({ depositIdr: 100_000_000 });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(agent, REVIEW, 'burst-1')));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(49).fill(200), 201]);
    const created = results.find((r) => r.status === 201)!;
    expect(created.headers.get('idempotent-replayed')).toBeNull();
    for (const r of results.filter((x) => x.status === 200)) {
      expect(r.headers.get('idempotent-replayed')).toBe('true');
      expect(r.body).toEqual({ ...created.body, status: 'ditawarkan', updated_at: r.body.updated_at });
    }
    const orderRows = await appDb().select().from(orders).where(eq(orders.organizationId, agent.organizationId));
    expect(orderRows.map((o) => o.id)).toEqual([created.body.id]);
    const payments = await appDb()
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.organizationId, agent.organizationId), eq(ledgerTransactions.kind, 'order_payment')),
      );
    expect(payments.map((t) => t.orderId)).toEqual([created.body.id]);
    expect(await orgState(agent.organizationId)).toEqual({
      orders: 1,
      payments: 1,
      webhook_events: 2,
      idempotency_keys: 1,
      deposit_idr: 100_000_000 - PRICE,
    });
    expect(await verifyLedger(appDb())).toEqual([]);
  });

  it.each([
    ['a deposit', { depositIdr: PRICE }, 0],
    ['a monthly limit', { depositIdr: 10_000_000, monthlyLimitIdr: PRICE }, 10_000_000 - PRICE],
  ])(
    'concurrent POSTs with one key against %s that covers exactly one order: the losers replay, none is refused',
    async (_label, options, depositAfter) => {
      const agent = await createAgent(options);
      const results = await Promise.all(Array.from({ length: 20 }, () => post(agent, REVIEW, 'burst-tight')));
      const outcomes = results
        .map((r) => (r.status < 300 ? `${r.status}` : `${r.status} ${r.body?.error?.code}`))
        .sort();
      expect(outcomes).toEqual([...Array(19).fill('200'), '201']);
      const created = results.find((r) => r.status === 201)!;
      for (const r of results) expect(r.body.id).toBe(created.body.id);
      expect(await orgState(agent.organizationId)).toEqual({
        orders: 1,
        payments: 1,
        webhook_events: 2,
        idempotency_keys: 1,
        deposit_idr: depositAfter,
      });
      expect(await verifyLedger(appDb())).toEqual([]);
    },
  );

  it('concurrent POSTs with one key and different bodies: one order, the others IDEMPOTENCY_KEY_REUSED', async () => {
    const agent = await createAgent({ depositIdr: 100_000_000 });
    const bodies = Array.from({ length: 10 }, (_, i) => ({ ...REVIEW, max_budget: 2_000_000 + i }));
    const results = await Promise.all(bodies.map((body) => post(agent, body, 'burst-mixed')));
    const created = results.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 201)) expectReused(r);
    expect(await orgState(agent.organizationId)).toEqual({
      orders: 1,
      payments: 1,
      webhook_events: 2,
      idempotency_keys: 1,
      deposit_idr: 100_000_000 - PRICE,
    });
    const [row] = await idempotencyRows(agent.organizationId);
    expect(row!.orderId).toBe(created[0]!.body.id);
    expect(await verifyLedger(appDb())).toEqual([]);
  });
});
