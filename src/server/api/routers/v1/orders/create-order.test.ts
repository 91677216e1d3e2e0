import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiKeys,
  idempotencyKeys,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderStatusHistory,
  webhookEvents,
} from '~/server/db/schema';
import { monthlySpend } from '~/server/domain/orders/monthly-spend';
import { api, appDb, createAgent, type Agent, type ApiResponse } from '~/test/fixtures';
import { ISO_MS, ORDER_FIELDS } from '~/test/orders';

// review-kontrak: 1,500,000, SLA 72 h; required dokumen_kontrak_url, jenis_kontrak; optional posisi_klien, catatan.
const PRICE = 1_500_000;
const SLA_MS = 72 * 3600_000;
const REVIEW = {
  service: 'review-kontrak',
  intake: {
    dokumen_kontrak_url: 'https://files.example.com/kontrak-sewa.pdf',
    jenis_kontrak: 'perjanjian sewa gedung',
  },
};

/** An agent plus a counter of its requests, so each response's X-RateLimit-Remaining can be checked exactly. */
type Caller = {
  agent: Agent;
  post: (body: unknown, headers?: Record<string, string>) => Promise<ApiResponse<any>>;
  get: (path: string) => Promise<ApiResponse<any>>;
};

async function caller(options: Parameters<typeof createAgent>[0] = {}): Promise<Caller> {
  const agent = await createAgent(options);
  let calls = 0;
  const counted = async (res: Promise<ApiResponse<any>>) => {
    calls += 1;
    const r = await res;
    expect(r.headers.get('x-ratelimit-limit')).toBe('60');
    expect(r.headers.get('x-ratelimit-remaining')).toBe(String(60 - calls));
    expect(r.headers.get('x-request-id')).toBeTruthy();
    return r;
  };
  return {
    agent,
    post: (body, headers) => counted(api('/v1/orders', { key: agent.apiKey, method: 'POST', body, headers })),
    get: (path) => counted(api(path, { key: agent.apiKey })),
  };
}

async function keyId(agent: Agent): Promise<string> {
  const [row] = await appDb().select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.prefix, agent.prefix));
  return row!.id;
}

/** Everything a POST /v1/orders could change for one organization. */
async function orgState(organizationId: string) {
  const db = appDb();
  const [counts] = await db.execute<Record<string, string>>(sql`
    select
      (select count(*) from "order" where organization_id = ${organizationId}) as orders,
      (select count(*) from order_status_history h join "order" o on o.id = h.order_id where o.organization_id = ${organizationId}) as history,
      (select count(*) from webhook_event w join "order" o on o.id = w.order_id where o.organization_id = ${organizationId}) as webhook_events,
      (select count(*) from ledger_transaction where organization_id = ${organizationId}) as ledger_transactions,
      (select count(*) from ledger_entry e join ledger_account a on a.id = e.account_id
        where a.owner_id = ${organizationId} or a.owner_id in (select id from "order" where organization_id = ${organizationId})) as ledger_entries,
      (select count(*) from idempotency_key where organization_id = ${organizationId}) as idempotency_keys,
      (select coalesce(sum(balance_idr), 0) from ledger_account where kind = 'deposit' and owner_id = ${organizationId}) as deposit_idr`);
  const keys = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.organizationId, organizationId));
  let monthSpent = 0;
  for (const key of keys) monthSpent += await monthlySpend(db, key.id, new Date());
  return {
    ...Object.fromEntries(Object.entries(counts!).map(([k, v]) => [k, Number(v)])),
    month_spent_idr: monthSpent,
  };
}

/** Sends a request that must be rejected, and checks that it changed nothing for the organization. */
async function expectRejected(
  c: Caller,
  send: () => Promise<ApiResponse<any>>,
  status: number,
  code: string,
): Promise<ApiResponse<any>> {
  const before = await orgState(c.agent.organizationId);
  const res = await send();
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: { code, message: expect.any(String) } });
  expect(await orgState(c.agent.organizationId)).toEqual(before);
  return res;
}

describe('POST /v1/orders: body and Idempotency-Key format (400 VALIDATION)', () => {
  it.each([
    ['not JSON', '{"service": "review-kontrak",'],
    ['a JSON array', '[]'],
    ['a JSON array holding an order', JSON.stringify([REVIEW])],
    ['a JSON string', '"review-kontrak"'],
    ['a JSON number', '42'],
    ['JSON null', 'null'],
    ['empty', ''],
    ['only whitespace', '  \n '],
  ])('400 VALIDATION when the body is %s', async (_label, raw) => {
    const c = await caller({ depositIdr: 10_000_000 });
    await expectRejected(c, () => c.post(raw), 400, 'VALIDATION');
  });

  it('400 VALIDATION for a body larger than 1 MiB, even if it is a JSON object', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const body = JSON.stringify({ ...REVIEW, intake: { ...REVIEW.intake, catatan: 'x'.repeat(1024 * 1024) } });
    await expectRejected(c, () => c.post(body), 400, 'VALIDATION');
  });

  it.each([
    ['contains a space', 'order 1'],
    ['contains a quote inside', 'order"1'],
    ['contains a backslash', 'order\\1'],
    ['is empty', ''],
    ['is a pair of quotes around nothing', '""'],
    ['is a lone quote', '"'],
    ['is 256 characters long', 'k'.repeat(256)],
    ['is 256 characters long inside quotes', `"${'k'.repeat(256)}"`],
  ])('400 VALIDATION when the Idempotency-Key %s (and the body is valid)', async (_label, value) => {
    const c = await caller({ depositIdr: 10_000_000 });
    await expectRejected(c, () => c.post(REVIEW, { 'Idempotency-Key': value }), 400, 'VALIDATION');
  });

  it('accepts a quoted Idempotency-Key and stores it unquoted', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await c.post(REVIEW, { 'Idempotency-Key': '"retry-9f2c"' });
    expect(res.status).toBe(201);
    const rows = await appDb()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.organizationId, c.agent.organizationId));
    expect(rows.map((r) => [r.key, r.orderId])).toEqual([['retry-9f2c', res.body.id]]);
  });

  it('accepts a 255-character key made of every allowed kind of character', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const value = `!#$%&'()*+,-./09:;<=>?@AZ[]^_\`az{|}~`.padEnd(255, 'k');
    const res = await c.post(REVIEW, { 'Idempotency-Key': value });
    expect(res.status).toBe(201);
    const rows = await appDb()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.organizationId, c.agent.organizationId));
    expect(rows.map((r) => r.key)).toEqual([value]);
  });

  it('parses the body as JSON whatever the Content-Type says', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await c.post(JSON.stringify(REVIEW), { 'Content-Type': 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('dibayar');
  });
});

describe('POST /v1/orders: field validation (422 VALIDATION naming the field)', () => {
  const { service, intake } = REVIEW;
  it.each([
    ['service missing', { intake }, 'service'],
    ['service not a string', { service: 7, intake }, 'service'],
    ['intake missing', { service }, 'intake'],
    ['intake null', { service, intake: null }, 'intake'],
    ['intake an array', { service, intake: [intake.dokumen_kontrak_url] }, 'intake'],
    ['intake a string', { service, intake: 'dokumen' }, 'intake'],
    ['an intake value a number', { service, intake: { ...intake, jenis_kontrak: 5 } }, 'intake.jenis_kontrak'],
    ['an intake value an object', { service, intake: { ...intake, catatan: { teks: 'x' } } }, 'intake.catatan'],
    [
      'an intake value longer than 20,000 characters',
      { service, intake: { ...intake, catatan: 'x'.repeat(20_001) } },
      'intake.catatan',
    ],
    [
      'intake with more than 100 keys',
      { service, intake: { ...intake, ...Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`k${i}`, 'v'])) } },
      'intake',
    ],
    ['max_budget 0', { ...REVIEW, max_budget: 0 }, 'max_budget'],
    ['max_budget -5', { ...REVIEW, max_budget: -5 }, 'max_budget'],
    ['max_budget 1.5', { ...REVIEW, max_budget: 1.5 }, 'max_budget'],
    ['max_budget 1500000.5', { ...REVIEW, max_budget: 1_500_000.5 }, 'max_budget'],
    ['max_budget "100"', { ...REVIEW, max_budget: '100' }, 'max_budget'],
    ['max_budget "2000000"', { ...REVIEW, max_budget: '2000000' }, 'max_budget'],
    ['max_budget true', { ...REVIEW, max_budget: true }, 'max_budget'],
    ['callback_url ftp://x', { ...REVIEW, callback_url: 'ftp://x' }, 'callback_url'],
    ['callback_url without a scheme', { ...REVIEW, callback_url: 'hooks.example.com/aos' }, 'callback_url'],
    ['callback_url a number', { ...REVIEW, callback_url: 80 }, 'callback_url'],
    [
      'callback_url longer than 2,048 characters',
      { ...REVIEW, callback_url: `https://hooks.example.com/${'a'.repeat(2049 - 26)}` },
      'callback_url',
    ],
    ['an unknown top-level field', { ...REVIEW, prioritas: 'tinggi' }, 'prioritas'],
    [
      'an intake key the service does not define',
      { service, intake: { ...intake, nama_perusahan: 'PT Contoh' } },
      'nama_perusahan',
    ],
  ])('422 VALIDATION for %s', async (_label, body, field) => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await expectRejected(c, () => c.post(body), 422, 'VALIDATION');
    expect(res.body.error.message).toContain(field);
  });

  it('a callback_url of exactly 2,048 characters is accepted (the rejected case above has 2,049)', async () => {
    const url = (length: number) => `https://hooks.example.com/${'a'.repeat(length - 26)}`;
    expect(url(2048)).toHaveLength(2048);
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await c.post({ ...REVIEW, callback_url: url(2048) });
    expect(res.status).toBe(201);
    expect(res.body.callback_url).toBe(url(2048));
  });
});

describe('POST /v1/orders: service availability', () => {
  it.each([
    ['an unknown code', 404, 'SERVICE_NOT_FOUND', 'konsultasi-pajak', {}],
    [
      'an inactive service (pendirian-yayasan)',
      404,
      'SERVICE_NOT_FOUND',
      'pendirian-yayasan',
      {
        nama_yayasan: 'Yayasan Peduli Sesama',
        maksud_tujuan: 'sosial',
        kekayaan_awal: '10000000',
        susunan_organ: 'Pembina: A; Pengurus: B; Pengawas: C',
      },
    ],
    [
      'an agent-hidden service (audit-internal)',
      404,
      'SERVICE_NOT_FOUND',
      'audit-internal',
      { nama_perusahaan: 'PT Contoh Abadi Jaya', ruang_lingkup: 'ketenagakerjaan' },
    ],
    [
      'a bid-based service (litigasi-perdata)',
      422,
      'SERVICE_IS_BID',
      'litigasi-perdata',
      { pihak_lawan: 'PT Lawan', posisi_klien: 'penggugat', kronologi: 'wanprestasi' },
    ],
    [
      'a service not opened for agents (legal-opinion)',
      422,
      'NOT_AGENT_ELIGIBLE',
      'legal-opinion',
      { pokok_permasalahan: 'status aset', kronologi: 'hibah 2019' },
    ],
  ])('%s -> %i %s', async (_label, status, code, service, intake) => {
    // Deposit and limits high enough that only the service itself can be the reason.
    const c = await caller({ depositIdr: 50_000_000, perOrderLimitIdr: 50_000_000 });
    await expectRejected(c, () => c.post({ service, intake }), status, code);
  });
});

describe('POST /v1/orders: intake (422 INTAKE_INVALID)', () => {
  it('lists every missing required key, absent or whitespace-only, and no filled or optional key', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await expectRejected(
      c,
      () =>
        c.post({
          service: 'pendirian-pt',
          intake: { nama_perusahaan: 'PT Maju Jaya Sentosa', bidang_usaha: ' \t ', modal_dasar: '', kbli: '47411' },
        }),
      422,
      'INTAKE_INVALID',
    );
    const message: string = res.body.error.message;
    for (const key of ['bidang_usaha', 'modal_dasar', 'alamat_domisili', 'nama_direktur'])
      expect(message).toContain(key);
    for (const key of ['nama_perusahaan', 'kbli']) expect(message).not.toContain(key);
  });

  it('an empty intake object lists both required keys of review-kontrak', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await expectRejected(
      c,
      () => c.post({ service: 'review-kontrak', intake: { catatan: 'tolong cepat' } }),
      422,
      'INTAKE_INVALID',
    );
    expect(res.body.error.message).toContain('dokumen_kontrak_url');
    expect(res.body.error.message).toContain('jenis_kontrak');
    expect(res.body.error.message).not.toContain('catatan');
  });
});

describe('POST /v1/orders: budget, monthly limit and deposit (402)', () => {
  it('BUDGET_EXCEEDED when max_budget is below the price; a max_budget equal to the price passes', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    await expectRejected(c, () => c.post({ ...REVIEW, max_budget: PRICE - 1 }), 402, 'BUDGET_EXCEEDED');
    const ok = await c.post({ ...REVIEW, max_budget: PRICE });
    expect(ok.status).toBe(201);
    expect(ok.body.max_budget).toBe(PRICE);
  });

  it('BUDGET_EXCEEDED when the key per-order limit is below the price; a limit equal to the price passes', async () => {
    const low = await caller({ depositIdr: 10_000_000, perOrderLimitIdr: PRICE - 1 });
    await expectRejected(low, () => low.post(REVIEW), 402, 'BUDGET_EXCEEDED');
    const exact = await caller({ depositIdr: 10_000_000, perOrderLimitIdr: PRICE });
    expect((await exact.post(REVIEW)).status).toBe(201);
  });

  it('MONTHLY_BUDGET_EXCEEDED when one more order would pass the key monthly limit; reaching it exactly is allowed', async () => {
    const c = await caller({ depositIdr: 10_000_000, monthlyLimitIdr: 2 * PRICE + PRICE - 1 });
    expect((await c.post(REVIEW)).status).toBe(201);
    expect((await c.post(REVIEW)).status).toBe(201);
    await expectRejected(c, () => c.post(REVIEW), 402, 'MONTHLY_BUDGET_EXCEEDED');
    const balance = await c.get('/v1/balance');
    expect(balance.body.key).toMatchObject({
      monthly_limit_idr: 3 * PRICE - 1,
      month_spent_idr: 2 * PRICE,
      month_remaining_idr: PRICE - 1,
    });

    const exact = await caller({ depositIdr: 10_000_000, monthlyLimitIdr: 2 * PRICE });
    expect((await exact.post(REVIEW)).status).toBe(201);
    expect((await exact.post(REVIEW)).status).toBe(201);
    await expectRejected(exact, () => exact.post(REVIEW), 402, 'MONTHLY_BUDGET_EXCEEDED');
  });

  it('INSUFFICIENT_DEPOSIT when the deposit is one rupiah short, and when there is no deposit at all', async () => {
    const short = await caller({ depositIdr: PRICE - 1 });
    await expectRejected(short, () => short.post(REVIEW), 402, 'INSUFFICIENT_DEPOSIT');
    const none = await caller();
    await expectRejected(none, () => none.post(REVIEW), 402, 'INSUFFICIENT_DEPOSIT');
  });

  it('an order above the approval threshold is also refused when the deposit cannot cover it', async () => {
    const c = await caller({ depositIdr: PRICE - 1, approvalThresholdIdr: 1_000_000 });
    await expectRejected(c, () => c.post(REVIEW), 402, 'INSUFFICIENT_DEPOSIT');
  });
});

describe('POST /v1/orders: success', () => {
  it('201 dibayar with exactly the order record, charged from the deposit into escrow, with history and an order.dibayar event', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const started = Date.now();
    const res = await c.post(REVIEW);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    const order = res.body;
    expect(Object.keys(order).sort()).toEqual(ORDER_FIELDS);
    expect(order).toMatchObject({
      service: 'review-kontrak',
      status: 'dibayar',
      price_idr: PRICE,
      max_budget: null,
      intake: REVIEW.intake,
      callback_url: null,
      deliverable: null,
      approval_required: false,
      messages: [],
    });
    expect(order.id).toMatch(/^ord_[A-Za-z0-9_-]{20,}$/);
    for (const field of ['created_at', 'updated_at', 'sla_due_at']) expect(order[field]).toMatch(ISO_MS);
    const createdAt = Date.parse(order.created_at);
    expect(createdAt).toBeGreaterThanOrEqual(started - 5_000);
    expect(createdAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect(order.updated_at).toBe(order.created_at);
    expect(Date.parse(order.sla_due_at) - createdAt).toBe(SLA_MS);

    // The same record through GET, now offered: a live order paid at its POST gets its first offer in the same
    // transaction (the 201 shows it as paid, as the spec has it).
    const read = await c.get(`/v1/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ ...order, status: 'ditawarkan', updated_at: read.body.updated_at });
    expect(Date.parse(read.body.updated_at)).toBeGreaterThanOrEqual(createdAt);

    // Money: deposit -> this order's escrow, one balanced transaction.
    const balance = await c.get('/v1/balance');
    expect(balance.body).toMatchObject({ deposit_idr: 10_000_000 - PRICE, escrow_idr: PRICE });
    expect(balance.body.key).toMatchObject({ month_spent_idr: PRICE, month_remaining_idr: 50_000_000 - PRICE });
    const db = appDb();
    const txns = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, order.id));
    expect(txns.map((t) => [t.kind, t.organizationId])).toEqual([['order_payment', c.agent.organizationId]]);
    const entries = await db
      .select({ amount: ledgerEntries.amountIdr, kind: ledgerAccounts.kind, owner: ledgerAccounts.ownerId })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, txns[0]!.id));
    expect(entries.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: -PRICE, kind: 'deposit', owner: c.agent.organizationId },
      { amount: PRICE, kind: 'escrow', owner: order.id },
    ]);

    // History and the outbox event, written with the order.
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorType, h.actorId])).toEqual([
      [null, 'dibayar', 'api_key', await keyId(c.agent)],
      ['dibayar', 'ditawarkan', 'system', null],
    ]);
    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, order.id))
      .orderBy(webhookEvents.seq);
    expect(events.map((e) => [e.event, e.orderSnapshot.status, e.targetUrl])).toEqual([
      ['order.dibayar', 'dibayar', null],
      ['order.ditawarkan', 'ditawarkan', null],
    ]);

    // No Idempotency-Key, so no record.
    expect(
      await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.organizationId, c.agent.organizationId)),
    ).toEqual([]);
    expect(await orgState(c.agent.organizationId)).toMatchObject({
      orders: 1,
      history: 2,
      webhook_events: 2,
      ledger_transactions: 2,
      idempotency_keys: 0,
    });
  });

  it('echoes max_budget, callback_url and optional intake, and the event targets the callback_url', async () => {
    const c = await caller({ depositIdr: 10_000_000, webhookUrl: 'https://key-hooks.example.com/aos' });
    const body = {
      service: 'review-kontrak',
      intake: { ...REVIEW.intake, posisi_klien: 'penyewa', catatan: 'perhatikan klausul denda' },
      max_budget: 2_000_000,
      callback_url: 'https://order-hooks.example.com/aos?ref=42',
    };
    const res = await c.post(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'dibayar',
      max_budget: 2_000_000,
      callback_url: body.callback_url,
      intake: body.intake,
    });
    const events = await appDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, res.body.id));
    expect(events.map((e) => [e.event, e.targetUrl]).sort()).toEqual([
      ['order.dibayar', body.callback_url],
      ['order.ditawarkan', body.callback_url],
    ]);
  });

  it('optional fields sent as null count as absent (the key webhook URL is then the event target)', async () => {
    const c = await caller({ depositIdr: 10_000_000, webhookUrl: 'https://key-hooks.example.com/aos' });
    const res = await c.post({ ...REVIEW, max_budget: null, callback_url: null });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'dibayar', max_budget: null, callback_url: null });
    const events = await appDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, res.body.id));
    expect(events.map((e) => [e.event, e.targetUrl]).sort()).toEqual([
      ['order.dibayar', 'https://key-hooks.example.com/aos'],
      ['order.ditawarkan', 'https://key-hooks.example.com/aos'],
    ]);
  });

  it('201 menunggu_bayar above the organization threshold: approval_required, nothing charged, no event', async () => {
    const c = await caller({ depositIdr: 5_000_000, approvalThresholdIdr: PRICE - 1 });
    const before = await orgState(c.agent.organizationId);
    const res = await c.post(REVIEW);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(ORDER_FIELDS);
    expect(res.body).toMatchObject({
      status: 'menunggu_bayar',
      approval_required: true,
      price_idr: PRICE,
      deliverable: null,
      messages: [],
    });
    expect(res.body.sla_due_at).toMatch(ISO_MS);

    const db = appDb();
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.orderId, res.body.id))).toEqual([]);
    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.orderId, res.body.id))).toEqual([]);
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, res.body.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 'menunggu_bayar']]);
    // Counted against the month (only dibatalkan/direfund are not), but no money moved.
    expect(await orgState(c.agent.organizationId)).toEqual({
      ...before,
      orders: 1,
      history: 1,
      month_spent_idr: PRICE,
    });
    const balance = await c.get('/v1/balance');
    expect(balance.body).toMatchObject({ deposit_idr: 5_000_000, escrow_idr: 0 });
  });

  it('a price equal to the threshold is not above it: dibayar', async () => {
    const c = await caller({ depositIdr: 5_000_000, approvalThresholdIdr: PRICE });
    const res = await c.post(REVIEW);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'dibayar', approval_required: false });
  });

  it('izin-usaha-pma (7,500,000) is above the default threshold of 5,000,000: menunggu_bayar', async () => {
    const c = await caller({ depositIdr: 8_000_000, perOrderLimitIdr: 10_000_000 });
    const res = await c.post({
      service: 'izin-usaha-pma',
      intake: {
        nama_perusahaan: 'PT Global Investama Nusantara',
        negara_investor: 'Singapura',
        kbli: '62019',
        rencana_investasi: '12000000000',
        struktur_pemegang_saham: 'A Pte Ltd 90%, B 10%',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      service: 'izin-usaha-pma',
      status: 'menunggu_bayar',
      approval_required: true,
      price_idr: 7_500_000,
    });
    const balance = await c.get('/v1/balance');
    expect(balance.body).toMatchObject({ deposit_idr: 8_000_000, escrow_idr: 0 });
    expect(await appDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, res.body.id))).toEqual([]);
  });
});

describe('POST /v1/orders: authorization and the order of checks', () => {
  it('403 FORBIDDEN_SCOPE for a key without order:buat', async () => {
    const c = await caller({ depositIdr: 10_000_000, scopes: ['order:baca', 'saldo:baca'] });
    await expectRejected(c, () => c.post(REVIEW), 403, 'FORBIDDEN_SCOPE');
  });

  it('scope comes before the body and the Idempotency-Key format', async () => {
    const c = await caller({ depositIdr: 10_000_000, scopes: ['order:baca'] });
    await expectRejected(c, () => c.post('{not json'), 403, 'FORBIDDEN_SCOPE');
    await expectRejected(c, () => c.post('[]'), 403, 'FORBIDDEN_SCOPE');
    await expectRejected(c, () => c.post(REVIEW, { 'Idempotency-Key': 'bad key' }), 403, 'FORBIDDEN_SCOPE');
    await expectRejected(c, () => c.post({ ...REVIEW, max_budget: 0 }), 403, 'FORBIDDEN_SCOPE');
  });

  it('403 ACCOUNT_PENDING for an organization under review, before the body, the key format and the scope', async () => {
    const c = await caller({ depositIdr: 10_000_000, status: 'pending' });
    await expectRejected(c, () => c.post(REVIEW), 403, 'ACCOUNT_PENDING');
    await expectRejected(c, () => c.post('{not json'), 403, 'ACCOUNT_PENDING');
    await expectRejected(c, () => c.post({ intake: 1 }), 403, 'ACCOUNT_PENDING');
    await expectRejected(c, () => c.post(REVIEW, { 'Idempotency-Key': 'bad key' }), 403, 'ACCOUNT_PENDING');
    const noScope = await caller({ depositIdr: 10_000_000, status: 'pending', scopes: ['order:baca'] });
    await expectRejected(noScope, () => noScope.post(REVIEW), 403, 'ACCOUNT_PENDING');
  });

  it('field validation comes before the service lookup', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    const res = await expectRejected(
      c,
      () => c.post({ service: 'konsultasi-pajak', intake: {}, max_budget: 0 }),
      422,
      'VALIDATION',
    );
    expect(res.body.error.message).toContain('max_budget');
  });

  it('the service comes before the intake', async () => {
    const c = await caller({ depositIdr: 10_000_000 });
    await expectRejected(c, () => c.post({ service: 'konsultasi-pajak', intake: {} }), 404, 'SERVICE_NOT_FOUND');
    await expectRejected(c, () => c.post({ service: 'litigasi-perdata', intake: {} }), 422, 'SERVICE_IS_BID');
    await expectRejected(c, () => c.post({ service: 'legal-opinion', intake: {} }), 422, 'NOT_AGENT_ELIGIBLE');
  });

  it('the intake comes before the budget', async () => {
    const c = await caller();
    await expectRejected(
      c,
      () => c.post({ service: 'review-kontrak', intake: {}, max_budget: 1 }),
      422,
      'INTAKE_INVALID',
    );
  });

  it('BUDGET_EXCEEDED wins over MONTHLY_BUDGET_EXCEEDED and INSUFFICIENT_DEPOSIT', async () => {
    const c = await caller({ perOrderLimitIdr: 1_000_000, monthlyLimitIdr: 1_000_000 });
    await expectRejected(c, () => c.post(REVIEW), 402, 'BUDGET_EXCEEDED');
    const byMaxBudget = await caller({ monthlyLimitIdr: 1_000_000 });
    await expectRejected(byMaxBudget, () => byMaxBudget.post({ ...REVIEW, max_budget: 1_000 }), 402, 'BUDGET_EXCEEDED');
  });

  it('MONTHLY_BUDGET_EXCEEDED wins over INSUFFICIENT_DEPOSIT', async () => {
    const c = await caller({ monthlyLimitIdr: 1_000_000 });
    await expectRejected(c, () => c.post(REVIEW), 402, 'MONTHLY_BUDGET_EXCEEDED');
  });
});
