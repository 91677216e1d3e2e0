// Test mode end to end: a pending organization's owner creates a test key in the dashboard, an agent orders over
// REST and over MCP (the SDK client against the app's /mcp), the simulated practitioner moves the orders as
// graphile-worker jobs, webhooks arrive signed with `"livemode": false`, and nothing live moves.
process.env.TEST_MODE_STEP_SECONDS = '1';
process.env.WEBHOOK_RETRY_BASE_SECONDS = '1';
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '1';

import { testDomain } from '~/test/domain-context';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { Ajv } from 'ajv';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { verifyWebhook } from '@agent-order-service/verify-webhook';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { apiKeys, ledgerAccounts } from '~/server/db/schema';
import { ledgerBalance } from '~/server/domain/ledger/accounts';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { listOrdersForStaff } from '~/server/domain/orders/list-orders-for-staff';
import { ORDER_STATUSES } from '~/server/db/schema';
import { startWorker } from '~/server/worker/runner';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import { startAppServer, type AppServer } from '~/test/app-server';
import { dashboardAs } from '~/test/dashboard';
import { api } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { seededPrice, validIntake } from '~/test/orders';
import { ops } from '~/test/ops-cli';
import { startReceiver } from '~/test/webhook-receiver';
import { SCOPES } from '~/shared/scopes';
import { SIMULATED_PRACTITIONER_ID } from './test-mode-jobs';

const databaseUrl = await useFileDatabase('aos_testmode');

let db: Db;
let app: AppServer;
let runner: Runner;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let org: OrgSetup;
let testKey: string;
let webhookSecret: string;
const clients: Client[] = [];
const SERVICE = 'somasi';

const call = <T = any>(path: string, options: Parameters<typeof api>[1] = {}) =>
  api<T>(path, { baseUrl: app.baseUrl, key: testKey, ...options });

/** The payloads received on `path`, each checked against the test key's signature. */
function hooks(path: string) {
  return receiver.on(path).map((r) => {
    expect(verifyWebhook(r.rawBody, r.headers['x-service-signature'] as string, webhookSecret), path).toBe(true);
    return JSON.parse(r.rawBody.toString()) as { event: string; livemode: boolean; order: Record<string, unknown> };
  });
}
const eventsOn = (path: string) => hooks(path).map((p) => p.event);
const until = (path: string, event: string, count = 1) =>
  waitFor(async () => eventsOn(path).filter((e) => e === event).length >= count, {
    what: `${event} on ${path}`,
    timeoutMs: 30_000,
  });

let liveBefore: { deposit: number; staff: string[] };

beforeAll(async () => {
  db = await getDb();
  receiver = await startReceiver();
  app = await startAppServer({
    DATABASE_URL: databaseUrl,
    SERVICE_EMBEDDED_DB: '0',
    TEST_MODE_STEP_SECONDS: '1',
    ALLOW_PRIVATE_WEBHOOK_TARGETS: '1',
    WEBHOOK_RETRY_BASE_SECONDS: '1',
  });
  runner = await startWorker({ domain: testDomain });
  // A pending organization with a live deposit (recorded while approved by the fixture) and a live key.
  org = await orgWithPeople(db, { status: 'pending', depositIdr: 2_000_000 });
  const staff = await listOrdersForStaff({ db, statuses: ORDER_STATUSES });
  liveBefore = { deposit: await ledgerBalance(db, 'deposit', org.organizationId), staff: staff.map((o) => o.id) };
}, 180_000);

afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await runner?.stop();
  await app?.stop();
  await receiver?.close();
});

describe('test mode end to end (pending organization)', () => {
  it('the owner creates a test key in the dashboard while the organization is pending', async () => {
    const created = await dashboardAs(db, org.owner).org.keys.create({
      organizationId: org.organizationId,
      name: 'Agen uji',
      perOrderLimitIdr: 10_000_000,
      monthlyLimitIdr: 100_000_000,
      scopes: [...SCOPES],
      test: true,
    });
    expect(created.api_key).toMatch(/^svc_test_[a-z0-9]{8}\.[0-9A-Za-z]{32,128}$/);
    expect(created.livemode).toBe(false);
    testKey = created.api_key;
    const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    webhookSecret = row!.webhookSecret;
    // A live key still cannot be made before approval.
    await expect(
      dashboardAs(db, org.owner).org.keys.create({
        organizationId: org.organizationId,
        name: 'Agen live',
        perOrderLimitIdr: 10_000_000,
        monthlyLimitIdr: 100_000_000,
        scopes: [...SCOPES],
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('tops up the test deposit over REST', async () => {
    const res = await call('/v1/test/deposit', { body: { amount_idr: 20_000_000 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ organization_id: org.organizationId, deposit_idr: 20_000_000, escrow_idr: 0 });
    expect((await call('/v1/balance')).body).toMatchObject({ deposit_idr: 20_000_000 });
  });

  let restOrderId: string;
  it('a REST order goes through the simulated practitioner, asks its question (__tanya__), and is accepted', async () => {
    const fields = Object.keys(validIntake(SERVICE));
    const intake = { ...validIntake(SERVICE), [fields[0]!]: '__tanya__' };
    const created = await call('/v1/orders', {
      body: { service: SERVICE, intake, callback_url: receiver.url('/rest') },
      headers: { 'Idempotency-Key': 'uji-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('dibayar');
    restOrderId = created.body.id;
    expect((await call('/v1/balance')).body).toMatchObject({
      deposit_idr: 20_000_000 - seededPrice(SERVICE),
      escrow_idr: seededPrice(SERVICE),
    });

    await until('/rest', 'order.butuh_input_klien');
    expect(eventsOn('/rest')).toEqual([
      'order.dibayar',
      'order.ditawarkan',
      'order.diambil',
      'order.dikerjakan',
      'order.butuh_input_klien',
    ]);
    const asked = await call(`/v1/orders/${restOrderId}`);
    expect(asked.body.status).toBe('butuh_input_klien');
    expect(asked.body.messages.at(-1)).toMatchObject({ sender: 'praktisi' });

    const replied = await call(`/v1/orders/${restOrderId}/messages`, { body: { message: 'Ini datanya.' } });
    expect(replied.status).toBe(200);
    expect(replied.body.status).toBe('dikerjakan');
    await until('/rest', 'order.diserahkan');
    // The simulated practitioner hands in a real PDF; its link works without the key and the bytes match.
    const handedIn = await call(`/v1/orders/${restOrderId}`);
    expect(handedIn.body.files).toEqual([
      expect.objectContaining({
        filename: `hasil-simulasi-${restOrderId}.pdf`,
        content_type: 'application/pdf',
        attached_to: 'deliverable',
      }),
    ]);
    const pdfLink = new URL(handedIn.body.files[0].download_url);
    const pdf = await fetch(`${app.baseUrl}${pdfLink.pathname}${pdfLink.search}`);
    expect(pdf.status).toBe(200);
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(createHash('sha256').update(pdfBytes).digest('hex')).toBe(handedIn.body.files[0].sha256);
    const accepted = await call(`/v1/orders/${restOrderId}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('selesai');
    await until('/rest', 'order.selesai');

    const payloads = hooks('/rest');
    expect(payloads.map((p) => p.event)).toEqual([
      'order.dibayar',
      'order.ditawarkan',
      'order.diambil',
      'order.dikerjakan',
      'order.butuh_input_klien',
      'order.dikerjakan',
      'order.diserahkan',
      'order.selesai',
    ]);
    for (const p of payloads) {
      expect(p.livemode).toBe(false);
      expect(Object.keys(p).sort()).toEqual(['event', 'id', 'livemode', 'order', 'sent_at']);
      expect(Object.keys(p.order).sort()).toEqual([
        'deliverable',
        'id',
        'price_idr',
        'service',
        'sla_due_at',
        'status',
        'updated_at',
      ]);
    }
    // The order record has exactly the spec's fields: no livemode.
    expect(accepted.body).not.toHaveProperty('livemode');
    // The events API shows the test key its test events.
    const events = await call(`/v1/events?order_id=${restOrderId}`);
    expect(events.status).toBe(200);
    expect(events.body.data).toHaveLength(8);
  }, 60_000);

  it('over MCP with the test key, driven by /v1/test/orders/{id}/advance', async () => {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${app.baseUrl}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${testKey}` } },
      }),
    );
    clients.push(client);
    // With a test key too, every result's structuredContent is the text's JSON and satisfies the listed schema.
    const ajv = new Ajv({ strict: false });
    const schemas = new Map((await client.listTools()).tools.map((t) => [t.name, ajv.compile(t.outputSchema!)]));
    const callTool = async (name: string, args: Record<string, unknown>) => {
      const result = (await client.callTool({ name, arguments: args })) as {
        isError?: boolean;
        content: { text: string }[];
        structuredContent?: unknown;
      };
      expect(result.isError, `${name}: ${result.content[0]!.text}`).not.toBe(true);
      const json = JSON.parse(result.content[0]!.text);
      expect(result.structuredContent, name).toEqual(json);
      expect(schemas.get(name)!(result.structuredContent), name).toBe(true);
      return json;
    };
    const order = await callTool('buat_order', {
      layanan: SERVICE,
      intake: validIntake(SERVICE),
      max_budget: seededPrice(SERVICE),
      callback_url: receiver.url('/mcp'),
      idempotency_key: 'uji-2',
    });
    expect(order.status).toBe('dibayar');
    expect(order.id).not.toBe(restOrderId);
    const statuses: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call(`/v1/test/orders/${order.id}/advance`, { method: 'POST' });
      expect(res.status, res.text).toBe(200);
      statuses.push(res.body.status);
    }
    expect(statuses).toEqual(['ditawarkan', 'diambil', 'dikerjakan', 'diserahkan']);
    const done = await callTool('terima_hasil', { order_id: order.id });
    expect(done.status).toBe('selesai');
    await until('/mcp', 'order.selesai');
    const payloads = hooks('/mcp');
    expect(payloads.map((p) => p.event)).toEqual([
      'order.dibayar',
      'order.ditawarkan',
      'order.diambil',
      'order.dikerjakan',
      'order.diserahkan',
      'order.selesai',
    ]);
    expect(payloads.every((p) => p.livemode === false)).toBe(true);
    expect((await callTool('saldo', {})).deposit_idr).toBe(20_000_000 - 2 * seededPrice(SERVICE));

    // The read and case tools with the test key: every result typed by its schema (callTool checks it).
    expect((await callTool('daftar_layanan', {})).data.length).toBeGreaterThan(0);
    expect((await callTool('detail_layanan', { code: SERVICE })).code).toBe(SERVICE);
    expect((await callTool('status_order', { order_id: order.id })).status).toBe('selesai');
    const kasus = await callTool('ajukan_kasus', {
      nama_kontak: 'Budi Uji',
      email_kontak: 'budi@example.com',
      cerita: 'Sengketa tanah warisan dengan saudara di Bandung sejak 2019 (uji).',
    });
    const withBid = await callTool('status_kasus', { case_id: kasus.id });
    expect(withBid.bids).toHaveLength(1);
    const selected = await callTool('pilih_penawaran', { case_id: kasus.id, bid_id: withBid.bids[0].bid_id });
    expect(selected.status).toBe('dipilih');
  }, 60_000);

  it('leaves the live books, live balance, staff queues and live views untouched', async () => {
    expect(await verifyLedger(db)).toEqual([]);
    expect(await ledgerBalance(db, 'deposit', org.organizationId)).toBe(liveBefore.deposit);
    expect(await ledgerBalance(db, 'test_deposit', org.organizationId)).toBe(20_000_000 - 2 * seededPrice(SERVICE));
    expect(await ledgerBalance(db, 'test_earnings', SIMULATED_PRACTITIONER_ID)).toBe(2 * seededPrice(SERVICE));
    expect(await ledgerBalance(db, 'earnings', SIMULATED_PRACTITIONER_ID)).toBe(0);
    const staff = await listOrdersForStaff({ db, statuses: ORDER_STATUSES });
    expect(staff.map((o) => o.id)).toEqual(liveBefore.staff);
    const live = await api('/v1/orders', { baseUrl: app.baseUrl, key: org.agent.apiKey });
    expect(live.status).toBe(200);
    expect(live.body.data).toEqual([]);
    expect((await api(`/v1/orders/${restOrderId}`, { baseUrl: app.baseUrl, key: org.agent.apiKey })).status).toBe(404);
    expect((await api('/v1/events', { baseUrl: app.baseUrl, key: org.agent.apiKey })).body.data).toEqual([]);
    const liveBalance = await api('/v1/balance', { baseUrl: app.baseUrl, key: org.agent.apiKey });
    expect(liveBalance.body).toMatchObject({ deposit_idr: liveBefore.deposit, escrow_idr: 0 });
    // No test account is a live kind.
    const accounts = await db
      .select({ kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.ownerId, org.organizationId)));
    expect(accounts.map((a) => a.kind).sort()).toEqual(['deposit', 'test_deposit']);
  });

  it('answers 404 NOT_FOUND to a live key on every test helper', async () => {
    for (const path of [
      '/v1/test/deposit',
      `/v1/test/orders/${restOrderId}/advance`,
      `/v1/test/orders/${restOrderId}/expire-offer`,
    ]) {
      const res = await api(path, {
        baseUrl: app.baseUrl,
        key: org.agent.apiKey,
        method: 'POST',
        body: path.endsWith('deposit') ? { amount_idr: 1000 } : undefined,
      });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('ops key create --test makes a test key for a pending organization, with the live output shape', async () => {
    const orgId = (await ops(databaseUrl, ['org', 'create', '--name', 'PT Uji Coba', '--status', 'pending'])).json.id;
    const live = await ops(databaseUrl, ['key', 'create', '--org', orgId, '--name', 'agen']);
    expect(live.code).not.toBe(0);
    const created = await ops(databaseUrl, ['key', 'create', '--org', orgId, '--name', 'agen uji', '--test']);
    expect(created.code).toBe(0);
    expect(Object.keys(created.json).sort()).toEqual(['api_key', 'prefix', 'scopes', 'webhook_secret']);
    expect(created.json.api_key).toMatch(/^svc_test_[a-z0-9]{8}\.[0-9A-Za-z]{32,128}$/);
    const balance = await api('/v1/test/deposit', {
      baseUrl: app.baseUrl,
      key: created.json.api_key,
      body: { amount_idr: 1000 },
    });
    expect(balance.status).toBe(200);
    expect(balance.body.deposit_idr).toBe(1000);
  }, 60_000);
});
