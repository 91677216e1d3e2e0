// Reading orders, replying to practitioners and accepting deliverables over REST. The offer that lets a
// practitioner take an order is made only by the graphile-worker job `offer_order`, so this file runs a
// real worker. A worker on the shared app database would also move every other file's paid orders to
// `ditawarkan` (their assertions on `dibayar`, history and events would turn flaky), so this file has a
// database and an app instance of its own, like the other files that run a worker.
import { testDomain } from '~/test/domain-context';
import { asc, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { webhookEvents } from '~/server/db/schema';
import { randomBase62 } from '~/server/domain/ids';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { acceptOffer } from '~/server/domain/offers/offer-responses';
import { askClient, deliverOrder, startWork } from '~/server/domain/orders/practitioner-moves';
import { getOrderDetails } from '~/server/domain/orders/order-details';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startWorker } from '~/server/worker/runner';
import { startAppServer, type AppServer } from '~/test/app-server';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { api as apiAt, createAgent as createAgentIn, type Agent } from '~/test/fixtures';
import { ISO_MS, ORDER_FIELDS, seededService, validIntake } from '~/test/orders';

const databaseUrl = await useFileDatabase('aos_orders_read');

let db: Db;
let app: AppServer;
let runner: Runner;

beforeAll(async () => {
  db = await getDb();
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0' });
  runner = await startWorker({ domain: testDomain, concurrency: 2 });
}, 120_000);

afterAll(async () => {
  await runner?.stop();
  await app?.stop();
});

// ---------------------------------------------------------------------------------------------------
// helpers

const createAgent = (options: Omit<Parameters<typeof createAgentIn>[0] & object, 'db'> = {}) =>
  createAgentIn({ ...options, db });

/** One HTTP call to this file's app instance. */
const api = <T = any>(path: string, options: Parameters<typeof apiAt>[1] = {}) =>
  apiAt<T>(path, { ...options, baseUrl: app.baseUrl });

async function orderVia(agent: Agent, service: string, extra: Record<string, unknown> = {}) {
  const res = await api('/v1/orders', { key: agent.apiKey, body: { service, intake: validIntake(service), ...extra } });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const details = (orderId: string) => getOrderDetails({ db, orderId });

async function waitForStatus(orderId: string, status: string) {
  return waitFor(
    async () => {
      const d = await details(orderId);
      return d.status === status ? d : null;
    },
    { what: `${orderId} to be ${status}` },
  );
}

const eventsOf = async (orderId: string) =>
  (
    await db
      .select({ event: webhookEvents.event })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, orderId))
      .orderBy(asc(webhookEvents.seq))
  ).map((e) => e.event);

/** What a refused request must leave untouched. */
async function snapshot(orderId: string) {
  const d = await details(orderId);
  return {
    status: d.status,
    updated_at: d.updated_at,
    messages: d.messages,
    deliverable: d.deliverable,
    history: d.history.length,
    events: await eventsOf(orderId),
  };
}

/** Waits until the worker has offered `orderId` to `practitionerId` (the only one qualified in this database). */
async function offerReaches(orderId: string, practitionerId: string) {
  await waitFor(async () => (await details(orderId)).current_offer?.practitioner_id === practitionerId, {
    what: `an offer of ${orderId} to ${practitionerId}`,
  });
}

function expectError(res: { status: number; body: any }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
}

// ---------------------------------------------------------------------------------------------------

describe('GET /v1/orders/{id}', () => {
  it('returns the own order with the full record', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const created = await orderVia(agent, 'nib-oss', {
      max_budget: 1_000_000,
      callback_url: 'https://agent.example.invalid/hook',
    });
    const res = await api(`/v1/orders/${created.id}`, { key: agent.apiKey });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Object.keys(res.body).sort()).toEqual(ORDER_FIELDS);
    expect(res.body).toMatchObject({
      id: created.id,
      service: 'nib-oss',
      price_idr: seededService('nib-oss').price_idr,
      max_budget: 1_000_000,
      intake: validIntake('nib-oss'),
      callback_url: 'https://agent.example.invalid/hook',
      deliverable: null,
      approval_required: false,
      messages: [],
      created_at: created.created_at,
      sla_due_at: created.sla_due_at,
    });
    expect(created.id).toMatch(/^ord_[A-Za-z0-9]{20,}$/);
    // Paid at creation, then the offering job takes it to practitioners.
    expect(['dibayar', 'ditawarkan']).toContain(res.body.status);
    expect(res.body.sla_due_at).toMatch(ISO_MS);
    expect(Date.parse(res.body.sla_due_at) - Date.parse(res.body.created_at)).toBe(
      seededService('nib-oss').sla_hours * 3600_000,
    );
    expect(Date.parse(res.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(res.body.created_at));
  });

  it("answers 404 NOT_FOUND for another organization's order", async () => {
    const owner = await createAgent({ depositIdr: 5_000_000 });
    const other = await createAgent();
    const order = await orderVia(owner, 'nib-oss');
    expectError(await api(`/v1/orders/${order.id}`, { key: other.apiKey }), 404, 'NOT_FOUND');
    // The owner still sees it.
    expect((await api(`/v1/orders/${order.id}`, { key: owner.apiKey })).status).toBe(200);
  });

  it('answers 404 NOT_FOUND for an unknown id, and counts it against the rate limit', async () => {
    const agent = await createAgent();
    const first = await api('/v1/orders/ord_doesnotexist0000000000000', { key: agent.apiKey });
    expectError(first, 404, 'NOT_FOUND');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('59');
    const second = await api('/v1/orders/ord_doesnotexist0000000000000', { key: agent.apiKey });
    expectError(second, 404, 'NOT_FOUND');
    expect(second.headers.get('x-ratelimit-remaining')).toBe('58');
  });

  it('needs the order:baca scope', async () => {
    const owner = await createAgent({ depositIdr: 5_000_000, scopes: ['order:buat'] });
    const order = await orderVia(owner, 'nib-oss');
    expectError(await api(`/v1/orders/${order.id}`, { key: owner.apiKey }), 403, 'FORBIDDEN_SCOPE');
  });
});

describe('POST /v1/orders/{id}/messages refused outside butuh_input_klien', () => {
  it('409 INVALID_STATE on a paid order that is being offered, and nothing changes', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000 });
    const order = await orderVia(agent, 'nib-oss');
    await waitForStatus(order.id, 'ditawarkan');
    const before = await snapshot(order.id);
    expectError(
      await api(`/v1/orders/${order.id}/messages`, { key: agent.apiKey, body: { message: 'Ini datanya.' } }),
      409,
      'INVALID_STATE',
    );
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('409 INVALID_STATE on an order waiting for approval (menunggu_bayar), and nothing changes', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000, approvalThresholdIdr: 500_000 });
    const order = await orderVia(agent, 'nib-oss');
    expect(order).toMatchObject({ status: 'menunggu_bayar', approval_required: true });
    const before = await snapshot(order.id);
    expectError(
      await api(`/v1/orders/${order.id}/messages`, { key: agent.apiKey, body: { message: 'Ini datanya.' } }),
      409,
      'INVALID_STATE',
    );
    expect(await snapshot(order.id)).toEqual(before);
    expect(before.status).toBe('menunggu_bayar');
    expect(before.events).toEqual([]);
  });

  it('404 NOT_FOUND for an unknown order', async () => {
    const agent = await createAgent();
    expectError(
      await api('/v1/orders/ord_doesnotexist0000000000000/messages', { key: agent.apiKey, body: { message: 'halo' } }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('an order through the practitioner flow: reply, deliver, accept', () => {
  const SERVICE = 'pendaftaran-hak-cipta';
  const PRICE = seededService(SERVICE).price_idr;
  const DEPOSIT = 10_000_000;
  let agent: Agent;
  let other: Agent;
  let practitionerId: string;
  let orderId: string;

  beforeAll(async () => {
    agent = await createAgent({ depositIdr: DEPOSIT });
    other = await createAgent({ depositIdr: 1_000_000 });
    practitionerId = (
      await createClaimedPractitioner({
        db: db,
        name: 'Praktisi Uji Alur',
        email: `alur-${randomBase62(10).toLowerCase()}@example.com`,
        serviceCodes: [SERVICE],
      })
    ).id;
    orderId = (await orderVia(agent, SERVICE)).id;
    await offerReaches(orderId, practitionerId);
    await acceptOffer({ db: db, domain: testDomain, orderId, practitionerId });
    await startWork({ db: db, domain: testDomain, orderId, practitionerId });
  });

  it('accept is 409 INVALID_STATE before diserahkan, and nothing changes', async () => {
    const before = await snapshot(orderId);
    expect(before.status).toBe('dikerjakan');
    expectError(await api(`/v1/orders/${orderId}/accept`, { key: agent.apiKey, method: 'POST' }), 409, 'INVALID_STATE');
    expect(await snapshot(orderId)).toEqual(before);
    expect(await ledgerBalance(db, 'escrow', orderId)).toBe(PRICE);
    expect(await ledgerBalance(db, 'earnings', practitionerId)).toBe(0);
  });

  it('refusals in butuh_input_klien change nothing; then the reply moves the order back to dikerjakan', async () => {
    const asked = await askClient({
      db: db,
      domain: testDomain,
      orderId,
      practitionerId,
      text: 'Mohon kirim contoh karya dan tanggal publikasi.',
    });
    expect(asked.status).toBe('butuh_input_klien');
    const before = await snapshot(orderId);
    expect(before.messages).toEqual([
      {
        id: expect.stringMatching(/^msg_/),
        sender: 'praktisi',
        text: 'Mohon kirim contoh karya dan tanggal publikasi.',
        created_at: expect.stringMatching(ISO_MS),
      },
    ]);

    // The client sees the practitioner's question when polling.
    const polled = await api(`/v1/orders/${orderId}`, { key: agent.apiKey });
    expect(polled.body).toMatchObject({ status: 'butuh_input_klien', messages: before.messages });

    const path = `/v1/orders/${orderId}/messages`;
    const empty = await api(path, { key: agent.apiKey, body: { message: '' } });
    expectError(empty, 422, 'VALIDATION');
    expect(empty.body.error.message).toContain('message');
    expect(await snapshot(orderId)).toEqual(before);

    const missing = await api(path, { key: agent.apiKey, body: {} });
    expectError(missing, 422, 'VALIDATION');
    expect(missing.body.error.message).toContain('message');
    expect(await snapshot(orderId)).toEqual(before);

    const notString = await api(path, { key: agent.apiKey, body: { message: 42 } });
    expectError(notString, 422, 'VALIDATION');
    expect(await snapshot(orderId)).toEqual(before);

    const tooLong = await api(path, { key: agent.apiKey, body: { message: 'x'.repeat(20_001) } });
    expectError(tooLong, 422, 'VALIDATION');
    expect(await snapshot(orderId)).toEqual(before);

    expectError(await api(path, { key: agent.apiKey, body: 'message=halo' }), 400, 'VALIDATION');
    expect(await snapshot(orderId)).toEqual(before);

    expectError(await api(path, { key: agent.apiKey, body: '["halo"]' }), 400, 'VALIDATION');
    expect(await snapshot(orderId)).toEqual(before);

    expectError(await api(path, { key: other.apiKey, body: { message: 'Saya bukan pemiliknya.' } }), 404, 'NOT_FOUND');
    expect(await snapshot(orderId)).toEqual(before);

    const noScope = await createAgent({ scopes: ['order:baca'] });
    expectError(await api(path, { key: noScope.apiKey, body: { message: 'x' } }), 403, 'FORBIDDEN_SCOPE');

    // The reply itself.
    const reply = await api(path, {
      key: agent.apiKey,
      body: { message: 'Karya terlampir; dipublikasikan 1 Maret 2024.' },
    });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(ORDER_FIELDS);
    expect(reply.body.status).toBe('dikerjakan');
    expect(reply.body.messages).toEqual([
      before.messages[0],
      {
        id: expect.stringMatching(/^msg_/),
        sender: 'klien',
        text: 'Karya terlampir; dipublikasikan 1 Maret 2024.',
        created_at: expect.stringMatching(ISO_MS),
      },
    ]);
    expect(Date.parse(reply.body.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));

    const after = await details(orderId);
    expect(after.history).toHaveLength(before.history + 1);
    expect(after.history.at(-1)).toMatchObject({ from: 'butuh_input_klien', to: 'dikerjakan', actor_type: 'api_key' });
    expect((await api(`/v1/orders/${orderId}`, { key: agent.apiKey })).body).toEqual(reply.body);

    // Once answered, a second reply is out of state.
    const again = await snapshot(orderId);
    expectError(await api(path, { key: agent.apiKey, body: { message: 'Satu lagi.' } }), 409, 'INVALID_STATE');
    expect(await snapshot(orderId)).toEqual(again);
  });

  it('accept after delivery: 200 selesai, escrow released to the practitioner; a second accept is 409', async () => {
    await deliverOrder({
      db: db,
      domain: testDomain,
      orderId,
      practitionerId,
      text: 'Surat pencatatan ciptaan terlampir.',
    });
    expect((await snapshot(orderId)).status).toBe('diserahkan');
    expect(await ledgerBalance(db, 'escrow', orderId)).toBe(PRICE);

    const res = await api(`/v1/orders/${orderId}/accept`, { key: agent.apiKey, method: 'POST' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(ORDER_FIELDS);
    expect(res.body).toMatchObject({
      id: orderId,
      status: 'selesai',
      deliverable: 'Surat pencatatan ciptaan terlampir.',
    });
    expect((await details(orderId)).history.at(-1)).toMatchObject({
      from: 'diserahkan',
      to: 'selesai',
      actor_type: 'api_key',
    });

    expect(await ledgerBalance(db, 'escrow', orderId)).toBe(0);
    expect(await ledgerBalance(db, 'earnings', practitionerId)).toBe(PRICE);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(DEPOSIT - PRICE);

    const before = await snapshot(orderId);
    expectError(await api(`/v1/orders/${orderId}/accept`, { key: agent.apiKey, method: 'POST' }), 409, 'INVALID_STATE');
    expect(await snapshot(orderId)).toEqual(before);
    expect(await ledgerBalance(db, 'earnings', practitionerId)).toBe(PRICE);
    expect(await ledgerBalance(db, 'escrow', orderId)).toBe(0);

    // Every move of this order left its event in the outbox, the refusals none (compared as a multiset:
    // two moves can share a millisecond; their order is the history's).
    expect((await eventsOf(orderId)).sort()).toEqual(
      [
        'order.dibayar',
        'order.ditawarkan',
        'order.diambil',
        'order.dikerjakan',
        'order.butuh_input_klien',
        'order.dikerjakan',
        'order.diserahkan',
        'order.selesai',
      ].sort(),
    );
  });
});

describe('POST /v1/orders/{id}/accept refusals', () => {
  it("404 NOT_FOUND for another organization's order and for an unknown id", async () => {
    const owner = await createAgent({ depositIdr: 5_000_000 });
    const other = await createAgent();
    const order = await orderVia(owner, 'nib-oss');
    expectError(await api(`/v1/orders/${order.id}/accept`, { key: other.apiKey, method: 'POST' }), 404, 'NOT_FOUND');
    expectError(
      await api('/v1/orders/ord_doesnotexist0000000000000/accept', { key: other.apiKey, method: 'POST' }),
      404,
      'NOT_FOUND',
    );
  });

  it('409 INVALID_STATE on an order waiting for approval; the body of an accept is ignored', async () => {
    const agent = await createAgent({ depositIdr: 5_000_000, approvalThresholdIdr: 500_000 });
    const order = await orderVia(agent, 'nib-oss');
    const before = await snapshot(order.id);
    expectError(
      await api(`/v1/orders/${order.id}/accept`, { key: agent.apiKey, body: 'not json at all' }),
      409,
      'INVALID_STATE',
    );
    expect(await snapshot(order.id)).toEqual(before);
  });
});

describe('GET /v1/orders', () => {
  // Threshold 1,000,000: nib-oss (750,000) is paid and offered, pendaftaran-merek (2,500,000) waits for approval.
  let agent: Agent;
  let ids: string[]; // creation order, oldest first
  let foreignId: string;
  const list = (query = '') => api<{ data: any[]; has_more: boolean }>(`/v1/orders${query}`, { key: agent.apiKey });

  beforeAll(async () => {
    agent = await createAgent({ depositIdr: 20_000_000, approvalThresholdIdr: 1_000_000 });
    ids = [];
    for (const service of ['nib-oss', 'pendaftaran-merek', 'nib-oss', 'pendaftaran-merek', 'nib-oss'])
      ids.push((await orderVia(agent, service)).id);
    // Statuses settle once the offering job has run for the paid ones.
    for (const id of [ids[0]!, ids[2]!, ids[4]!]) await waitForStatus(id, 'ditawarkan');
    const stranger = await createAgent({ depositIdr: 5_000_000 });
    foreignId = (await orderVia(stranger, 'nib-oss')).id;
  });

  it("lists only the caller organization's orders, newest first, as full records", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'has_more']);
    expect(res.body.data.map((o) => o.id)).toEqual([...ids].reverse());
    expect(res.body.has_more).toBe(false);
    expect(res.body.data.map((o) => o.id)).not.toContain(foreignId);
    for (const order of res.body.data) expect(Object.keys(order).sort()).toEqual(ORDER_FIELDS);
    for (const order of res.body.data)
      expect((await api(`/v1/orders/${order.id}`, { key: agent.apiKey })).body).toEqual(order);
  });

  it('filters by status', async () => {
    const waiting = await list('?status=menunggu_bayar');
    expect(waiting.status).toBe(200);
    expect(waiting.body.data.map((o) => o.id)).toEqual([ids[3], ids[1]]);
    const offered = await list('?status=ditawarkan');
    expect(offered.body.data.map((o) => o.id)).toEqual([ids[4], ids[2], ids[0]]);
    expect((await list('?status=selesai')).body).toEqual({ data: [], has_more: false });
    expectError(await list('?status=bukan_status'), 422, 'VALIDATION');
  });

  it('filters by updated_since (inclusive, any offset)', async () => {
    const all = (await list()).body.data;
    const times = [...new Set(all.map((o) => Date.parse(o.updated_at)))].sort((a, b) => a - b);
    expect(times.length).toBeGreaterThan(1);
    const since = times[1]!;
    const expected = all.filter((o) => Date.parse(o.updated_at) >= since).map((o) => o.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);

    const utc = await list(`?updated_since=${encodeURIComponent(new Date(since).toISOString())}`);
    expect(utc.status).toBe(200);
    expect(utc.body.data.map((o) => o.id)).toEqual(expected);

    // The same instant written in Jakarta time.
    const jakarta = new Date(since + 7 * 3600_000).toISOString().replace('Z', '+07:00');
    expect((await list(`?updated_since=${encodeURIComponent(jakarta)}`)).body.data.map((o) => o.id)).toEqual(expected);

    const future = new Date(times.at(-1)! + 1).toISOString();
    expect((await list(`?updated_since=${encodeURIComponent(future)}`)).body).toEqual({ data: [], has_more: false });
    expectError(await list('?updated_since=kemarin'), 422, 'VALIDATION');
  });

  it('pages with limit and starting_after, reporting has_more', async () => {
    const newestFirst = [...ids].reverse();
    const first = await list('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((o) => o.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.has_more).toBe(true);

    const second = await list(`?limit=2&starting_after=${first.body.data[1].id}`);
    expect(second.body.data.map((o) => o.id)).toEqual(newestFirst.slice(2, 4));
    expect(second.body.has_more).toBe(true);

    const third = await list(`?limit=2&starting_after=${second.body.data[1].id}`);
    expect(third.body.data.map((o) => o.id)).toEqual(newestFirst.slice(4));
    expect(third.body.has_more).toBe(false);

    const exact = await list(`?limit=4&starting_after=${newestFirst[0]}`);
    expect(exact.body.data.map((o) => o.id)).toEqual(newestFirst.slice(1));
    expect(exact.body.has_more).toBe(false);

    // Filters and the cursor combine.
    const offered = await list(`?status=ditawarkan&limit=1&starting_after=${ids[4]}`);
    expect(offered.body.data.map((o) => o.id)).toEqual([ids[2]]);
    expect(offered.body.has_more).toBe(true);

    expect((await list('?limit=100')).body.data).toHaveLength(ids.length);
  });

  it.each(['0', '101', '-1', '2.5', 'abc'])('limit=%s is 422 VALIDATION', async (limit) => {
    const res = await api(`/v1/orders?limit=${limit}`, { key: agent.apiKey });
    expectError(res, 422, 'VALIDATION');
    expect(res.body.error.message).toContain('limit');
  });

  it("an unknown starting_after, or another organization's order id, is 404 NOT_FOUND", async () => {
    expectError(await list('?starting_after=ord_doesnotexist0000000000000'), 404, 'NOT_FOUND');
    expectError(await list(`?starting_after=${foreignId}`), 404, 'NOT_FOUND');
  });

  it('needs the order:baca scope', async () => {
    const noScope = await createAgent({ scopes: ['order:buat'] });
    expectError(await api('/v1/orders', { key: noScope.apiKey }), 403, 'FORBIDDEN_SCOPE');
  });
});
