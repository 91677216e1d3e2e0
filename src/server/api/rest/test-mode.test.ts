// Test mode over REST against the shared app: key shapes, organization status, the test deposit, isolation of
// test and live data, the test helpers and test cases.
import { testDomain } from '~/test/domain-context';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers } from '~/server/db/schema';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { generateKeyMaterial, parseApiKey } from '~/server/domain/keys/key-format';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { setOrganizationStatus } from '~/server/domain/organizations/set-organization-status';
import { SIMULATED_PRACTITIONER_ID } from '~/server/domain/testmode/test-mode-jobs';
import { api, appDb, createAgent, TEST_ACTOR, type Agent } from '~/test/fixtures';
import { seededPrice, validIntake } from '~/test/orders';

const SECRET = 'A'.repeat(40);
const SERVICE = 'somasi';

/** A test key of the agent's organization (made while it is approved or pending). */
async function testKeyOf(agent: Agent): Promise<string> {
  const created = await createApiKey({
    db: appDb(),
    organizationId: agent.organizationId,
    name: 'uji',
    perOrderLimitIdr: 10_000_000,
    livemode: false,
  });
  return created.api_key;
}

const order = (key: string, intake: Record<string, string> = validIntake(SERVICE), headers = {}) =>
  api('/v1/orders', { key, body: { service: SERVICE, intake }, headers });

function expectError(res: { status: number; body: any }, status: number, code: string, what?: string) {
  expect(res.status, what).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
}

describe('svc_test_ keys', () => {
  it('parse like live keys, with livemode false', () => {
    expect(parseApiKey(`svc_test_abcd1234.${SECRET}`)).toEqual({ prefix: 'abcd1234', secret: SECRET, livemode: false });
    expect(parseApiKey(`svc_live_abcd1234.${SECRET}`)).toEqual({ prefix: 'abcd1234', secret: SECRET, livemode: true });
    for (const bad of [
      `svc_tst_abcd1234.${SECRET}`,
      `svc_test_ABCD1234.${SECRET}`,
      `svc_test_abcd123.${SECRET}`,
      'svc_test_abcd1234.short',
      `svc_test_abcd1234${SECRET}`,
    ])
      expect(parseApiKey(bad), bad).toBeNull();
  });

  it('are generated with the svc_test_ marker and round-trip through the parser', () => {
    const material = generateKeyMaterial(false);
    expect(material.apiKey).toMatch(/^svc_test_[a-z0-9]{8}\.[0-9A-Za-z]{40}$/);
    expect(parseApiKey(material.apiKey)).toEqual({ prefix: material.prefix, secret: material.secret, livemode: false });
    expect(generateKeyMaterial(true).apiKey).toMatch(/^svc_live_/);
  });

  it('a live key sent as svc_test_ (or a test key as svc_live_) is 401', async () => {
    const agent = await createAgent();
    const testKey = await testKeyOf(agent);
    expectError(await api('/v1/balance', { key: agent.apiKey.replace('svc_live_', 'svc_test_') }), 401, 'UNAUTHORIZED');
    expectError(await api('/v1/balance', { key: testKey.replace('svc_test_', 'svc_live_') }), 401, 'UNAUTHORIZED');
    expect((await api('/v1/balance', { key: testKey })).status).toBe(200);
  });
});

describe('organization status', () => {
  it('ACCOUNT_PENDING does not apply to test keys: a pending organization creates one and orders with it', async () => {
    const agent = await createAgent({ status: 'pending' });
    const testKey = await testKeyOf(agent);
    expect(testKey).toMatch(/^svc_test_/);
    expectError(await order(agent.apiKey), 403, 'ACCOUNT_PENDING');
    expect((await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 10_000_000 } })).status).toBe(200);
    const created = await order(testKey);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('dibayar');
  });

  it('a pending organization still cannot create a live key', async () => {
    const agent = await createAgent({ status: 'pending' });
    await expect(
      createApiKey({ livemode: true, db: appDb(), organizationId: agent.organizationId, name: 'live' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('ACCOUNT_REJECTED applies to test keys, and no test key is created for a rejected organization', async () => {
    const agent = await createAgent();
    const testKey = await testKeyOf(agent);
    await setOrganizationStatus({
      domain: testDomain,
      db: appDb(),
      organizationId: agent.organizationId,
      status: 'rejected',
      reason: 'Ditolak dalam uji',
      actor: TEST_ACTOR,
    });
    expectError(await api('/v1/balance', { key: testKey }), 403, 'ACCOUNT_REJECTED');
    expectError(await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 1000 } }), 403, 'ACCOUNT_REJECTED');
    expectError(await order(testKey), 403, 'ACCOUNT_REJECTED');
    await expect(testKeyOf(agent)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('POST /v1/test/deposit', () => {
  it('tops up the test deposit and answers the test balance; the live deposit and ledger check do not move', async () => {
    const agent = await createAgent({ depositIdr: 3_000_000 });
    const testKey = await testKeyOf(agent);
    const first = await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 5_000_000 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      organization_id: agent.organizationId,
      currency: 'IDR',
      deposit_idr: 5_000_000,
      escrow_idr: 0,
    });
    const second = await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 250 } });
    expect(second.body.deposit_idr).toBe(5_000_250);
    expect((await api('/v1/balance', { key: testKey })).body.deposit_idr).toBe(5_000_250);
    expect((await api('/v1/balance', { key: agent.apiKey })).body.deposit_idr).toBe(3_000_000);
    expect(await ledgerBalance(appDb(), 'deposit', agent.organizationId)).toBe(3_000_000);
    expect(await verifyLedger(appDb())).toEqual([]);
  });

  it('422 VALIDATION for a missing, non-integer, zero or unknown field', async () => {
    const testKey = await testKeyOf(await createAgent());
    for (const body of [{}, { amount_idr: 1.5 }, { amount_idr: 0 }, { amount_idr: '100' }, { amount_idr: 1, x: 1 }])
      expectError(await api('/v1/test/deposit', { key: testKey, body }), 422, 'VALIDATION', JSON.stringify(body));
  });

  it('orders beyond the test deposit are INSUFFICIENT_DEPOSIT even with a live deposit', async () => {
    const agent = await createAgent({ depositIdr: 50_000_000 });
    const testKey = await testKeyOf(agent);
    expectError(await order(testKey), 402, 'INSUFFICIENT_DEPOSIT');
  });
});

describe('isolation of test and live data', () => {
  it('a test key cannot read or act on live orders, a live key cannot on test orders; lists and events split', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const testKey = await testKeyOf(agent);
    await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 10_000_000 } });
    // The same Idempotency-Key in both modes: two orders, no replay, no IDEMPOTENCY_KEY_REUSED.
    const live = await order(agent.apiKey, validIntake(SERVICE), { 'Idempotency-Key': 'sama' });
    const test = await order(
      testKey,
      { ...validIntake(SERVICE), [Object.keys(validIntake(SERVICE))[0]!]: 'lain' },
      {
        'Idempotency-Key': 'sama',
      },
    );
    expect([live.status, test.status]).toEqual([201, 201]);
    expect(test.body.id).not.toBe(live.body.id);

    expectError(await api(`/v1/orders/${live.body.id}`, { key: testKey }), 404, 'NOT_FOUND');
    expectError(await api(`/v1/orders/${test.body.id}`, { key: agent.apiKey }), 404, 'NOT_FOUND');
    expectError(
      await api(`/v1/orders/${test.body.id}/accept`, { key: agent.apiKey, method: 'POST' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api(`/v1/orders/${live.body.id}/messages`, { key: testKey, body: { message: 'hai' } }),
      404,
      'NOT_FOUND',
    );
    expect((await api(`/v1/orders/${test.body.id}`, { key: testKey })).status).toBe(200);

    const liveList = await api('/v1/orders', { key: agent.apiKey });
    const testList = await api('/v1/orders', { key: testKey });
    expect(liveList.body.data.map((o: any) => o.id)).toEqual([live.body.id]);
    expect(testList.body.data.map((o: any) => o.id)).toEqual([test.body.id]);
    expect((await api(`/v1/orders?starting_after=${live.body.id}`, { key: testKey })).status).toBe(404);

    const liveEvents = await api('/v1/events', { key: agent.apiKey });
    const testEvents = await api('/v1/events', { key: testKey });
    // The live order's order.dibayar and order.ditawarkan (offered by its POST), newest first.
    expect(liveEvents.body.data.map((e: any) => [e.order_id, e.type])).toEqual([
      [live.body.id, 'order.ditawarkan'],
      [live.body.id, 'order.dibayar'],
    ]);
    expect(testEvents.body.data.map((e: any) => e.order_id)).toEqual([test.body.id]);
    expectError(await api(`/v1/events/${testEvents.body.data[0].id}`, { key: agent.apiKey }), 404, 'NOT_FOUND');
    expectError(await api(`/v1/events/${liveEvents.body.data[0].id}`, { key: testKey }), 404, 'NOT_FOUND');

    // Balances: each mode's deposit and escrow.
    expect((await api('/v1/balance', { key: agent.apiKey })).body).toMatchObject({
      deposit_idr: 10_000_000 - seededPrice(SERVICE),
      escrow_idr: seededPrice(SERVICE),
    });
    expect((await api('/v1/balance', { key: testKey })).body).toMatchObject({
      deposit_idr: 10_000_000 - seededPrice(SERVICE),
      escrow_idr: seededPrice(SERVICE),
    });
    expect(await verifyLedger(appDb())).toEqual([]);
  });

  it('test cases get a simulated bid and stay invisible to live keys', async () => {
    const agent = await createAgent();
    const testKey = await testKeyOf(agent);
    const body = {
      contact_name: 'Budi Uji',
      contact_email: 'budi@example.co.id',
      story: 'Kontraktor kami berhenti bekerja di tengah proyek dan menolak mengembalikan uang muka.',
    };
    const created = await api('/v1/cases', { key: testKey, body });
    expect(created.status).toBe(201);
    expect(created.body.bids).toHaveLength(1);
    expect(created.body.bids[0]).toMatchObject({ status: 'aktif', amount_idr: expect.any(Number) });
    expectError(await api(`/v1/cases/${created.body.id}`, { key: agent.apiKey }), 404, 'NOT_FOUND');
    const read = await api(`/v1/cases/${created.body.id}`, { key: testKey });
    expect(read.body.bids).toHaveLength(1);
  });
});

describe('test helpers', () => {
  it('advance moves a test order one step; __tolak__ offers expire with expire-offer and the order stays offered', async () => {
    const agent = await createAgent();
    const testKey = await testKeyOf(agent);
    await api('/v1/test/deposit', { key: testKey, body: { amount_idr: 10_000_000 } });
    const tolak = await order(testKey, {
      ...validIntake(SERVICE),
      [Object.keys(validIntake(SERVICE))[0]!]: '__tolak__',
    });
    const offered = await api(`/v1/test/orders/${tolak.body.id}/advance`, { key: testKey, method: 'POST' });
    expect(offered.status).toBe(200);
    expect(offered.body.status).toBe('ditawarkan');
    const expired = await api(`/v1/test/orders/${tolak.body.id}/expire-offer`, { key: testKey, method: 'POST' });
    expect(expired.status).toBe(200);
    expect(expired.body.status).toBe('ditawarkan');
    const rows = await appDb()
      .select({ status: offers.status, practitionerId: offers.practitionerId })
      .from(offers)
      .where(and(eq(offers.orderId, tolak.body.id)));
    expect(rows).toEqual([{ status: 'kedaluwarsa', practitionerId: SIMULATED_PRACTITIONER_ID }]);
    // No live offer left: nothing to expire.
    expectError(
      await api(`/v1/test/orders/${tolak.body.id}/expire-offer`, { key: testKey, method: 'POST' }),
      409,
      'INVALID_STATE',
    );
    // Another key's organization never reaches it.
    const other = await testKeyOf(await createAgent());
    expectError(
      await api(`/v1/test/orders/${tolak.body.id}/advance`, { key: other, method: 'POST' }),
      404,
      'NOT_FOUND',
    );
  });

  it('a live key gets 404 NOT_FOUND on the test helpers, even for its own order', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const live = await order(agent.apiKey);
    // Offered by its POST (offers/offering-reactions.ts); the helpers refused below move nothing.
    const before = (await api(`/v1/orders/${live.body.id}`, { key: agent.apiKey })).body;
    expect(before.status).toBe('ditawarkan');
    for (const path of [`/v1/test/orders/${live.body.id}/advance`, `/v1/test/orders/${live.body.id}/expire-offer`])
      expectError(await api(path, { key: agent.apiKey, method: 'POST' }), 404, 'NOT_FOUND');
    expectError(await api('/v1/test/deposit', { key: agent.apiKey, body: { amount_idr: 1 } }), 404, 'NOT_FOUND');
    // And a test key cannot advance a live order.
    const testKey = await testKeyOf(agent);
    expectError(
      await api(`/v1/test/orders/${live.body.id}/advance`, { key: testKey, method: 'POST' }),
      404,
      'NOT_FOUND',
    );
    expect((await api(`/v1/orders/${live.body.id}`, { key: agent.apiKey })).body).toEqual(before);
  });
});
