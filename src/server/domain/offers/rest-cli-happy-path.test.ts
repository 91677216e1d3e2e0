// The whole order lifecycle as users drive it: the agent over REST, practitioners and staff through the
// ops CLI, the offering by a real worker — on an app instance and database of this file's own.
import { testDomain } from '~/test/domain-context';
import { eq } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { webhookEvents } from '~/server/db/schema';
import { startWorker } from '~/server/worker/runner';
import { signUpVerified } from '~/test/accounts';
import { startAppServer, type AppServer } from '~/test/app-server';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { ops } from '~/test/ops-cli';
import { validIntake } from '~/test/orders';

const databaseUrl = await useFileDatabase('aos_happy');

let db: Db;
let app: AppServer;
let runner: Runner;
let key: string;
let orgId: string;
let prac: string;

async function call(path: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as any };
}

beforeAll(async () => {
  db = await getDb();
  app = await startAppServer({ DATABASE_URL: databaseUrl, SERVICE_EMBEDDED_DB: '0' });
  runner = await startWorker({ domain: testDomain });
  orgId = (await ops(databaseUrl, ['org', 'create', '--name', 'PT Maju Jaya', '--status', 'approved'])).json.id;
  key = (await ops(databaseUrl, ['key', 'create', '--org', orgId, '--name', 'agen'])).json.api_key;
  expect(
    (
      await ops(databaseUrl, [
        'deposit',
        'record',
        '--org',
        orgId,
        '--amount',
        '10000000',
        '--reference',
        'BCA-HAPPY-1',
      ])
    ).json,
  ).toEqual({ deposit_idr: 10_000_000 });
  prac = (
    await ops(databaseUrl, [
      'practitioner',
      'create',
      '--name',
      'Rina SH',
      '--email',
      'rina@example.com',
      '--services',
      'review-kontrak',
    ])
  ).json.id;
  // Rina signs up, confirms her address and opens the claim link she was mailed (read with `ops mail list`).
  const session = await signUpVerified(app.baseUrl, db, {
    email: 'rina@example.com',
    password: 'rahasia-rina-1',
    name: 'Rina',
  });
  const mail = (await ops(databaseUrl, ['mail', 'list', '--to', 'rina@example.com'])).json.messages as {
    kind: string;
    links: string[];
  }[];
  const claimId = new URL(mail.find((m) => m.kind === 'practitioner_claim')!.links[0]!).pathname.split('/').pop();
  const claimed = await fetch(`${app.baseUrl}/api/trpc/account.claimPractitioner`, {
    method: 'POST',
    headers: { cookie: session, 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify({ claimId }),
  });
  expect(claimed.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await app?.stop();
});

const offeredTo = async (orderId: string) =>
  (await ops(databaseUrl, ['order', 'show', orderId])).json.current_offer?.practitioner_id;

describe('REST + CLI happy path', () => {
  it('create -> ditawarkan -> diambil -> dikerjakan -> butuh_input_klien -> dikerjakan -> diserahkan -> selesai', async () => {
    const created = await call('/v1/orders', {
      body: { service: 'review-kontrak', intake: validIntake('review-kontrak'), max_budget: 2_000_000 },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('dibayar');
    const id: string = created.body.id;

    await waitFor(async () => (await offeredTo(id)) === prac, { what: 'offer to Rina', timeoutMs: 30_000 });
    expect((await ops(databaseUrl, ['offer', 'accept', id, '--practitioner', prac])).json.status).toBe('diambil');
    expect((await ops(databaseUrl, ['work', 'start', id, '--practitioner', prac])).json.status).toBe('dikerjakan');
    expect(
      (
        await ops(databaseUrl, [
          'work',
          'ask',
          id,
          '--practitioner',
          prac,
          '--text',
          'Mohon unggah kontrak yang sudah ditandatangani',
        ])
      ).json.status,
    ).toBe('butuh_input_klien');

    const waiting = await call(`/v1/orders/${id}`);
    expect(waiting.body.messages).toEqual([
      expect.objectContaining({ sender: 'praktisi', text: 'Mohon unggah kontrak yang sudah ditandatangani' }),
    ]);
    const replied = await call(`/v1/orders/${id}/messages`, { body: { message: 'https://contoh.id/kontrak.pdf' } });
    expect(replied.status).toBe(200);
    expect(replied.body.status).toBe('dikerjakan');

    const delivered = await ops(databaseUrl, [
      'work',
      'deliver',
      id,
      '--practitioner',
      prac,
      '--text',
      'Memo review kontrak terlampir',
    ]);
    expect(delivered.json).toMatchObject({ status: 'diserahkan', deliverable: 'Memo review kontrak terlampir' });
    const accepted = await call(`/v1/orders/${id}/accept`, { method: 'POST' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('selesai');

    const shown = (await ops(databaseUrl, ['order', 'show', id])).json;
    const path = [
      'dibayar',
      'ditawarkan',
      'diambil',
      'dikerjakan',
      'butuh_input_klien',
      'dikerjakan',
      'diserahkan',
      'selesai',
    ];
    expect(shown.history.map((h: { to: string }) => h.to)).toEqual(path);
    expect(shown.current_offer).toBeNull();
    const events = await db
      .select({ event: webhookEvents.event })
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, id))
      .orderBy(webhookEvents.seq);
    expect(events.map((e) => e.event)).toEqual(path.map((s) => `order.${s}`));

    const balance = await call('/v1/balance');
    expect(balance.body).toMatchObject({ deposit_idr: 8_500_000, escrow_idr: 0 });
    expect(await ops(databaseUrl, ['ledger', 'check'])).toMatchObject({ code: 0, json: { ok: true } });
  });

  it('dispute decided for the client ends in direfund with the deposit restored', async () => {
    const before = (await call('/v1/balance')).body.deposit_idr;
    const { body } = await call('/v1/orders', {
      body: { service: 'review-kontrak', intake: validIntake('review-kontrak') },
    });
    await waitFor(async () => (await offeredTo(body.id)) === prac, { what: 'offer', timeoutMs: 30_000 });
    await ops(databaseUrl, ['offer', 'accept', body.id, '--practitioner', prac]);
    await ops(databaseUrl, ['work', 'start', body.id, '--practitioner', prac]);
    await ops(databaseUrl, ['work', 'deliver', body.id, '--practitioner', prac, '--text', 'hasil']);
    expect(
      (await ops(databaseUrl, ['order', 'dispute', body.id, '--reason', 'Tidak sesuai permintaan'])).json.status,
    ).toBe('sengketa');
    expect((await ops(databaseUrl, ['dispute', 'resolve', body.id, '--for', 'client'])).json.status).toBe('direfund');
    expect((await call('/v1/balance')).body.deposit_idr).toBe(before);
    expect((await ops(databaseUrl, ['ledger', 'check'])).code).toBe(0);
  });

  it('operator cancellation ends in direfund with the deposit restored; a second cancel is refused', async () => {
    const before = (await call('/v1/balance')).body.deposit_idr;
    const { body } = await call('/v1/orders', {
      body: { service: 'review-kontrak', intake: validIntake('review-kontrak') },
    });
    const cancelled = await ops(databaseUrl, ['order', 'cancel', body.id, '--reason', 'Permintaan klien']);
    expect(cancelled.json.status).toBe('direfund');
    expect((await call('/v1/balance')).body.deposit_idr).toBe(before);
    const again = await ops(databaseUrl, ['order', 'cancel', body.id, '--reason', 'lagi']);
    expect(again.code).toBe(1);
    expect(again.json.error.code).toBe('INVALID_STATE');
  });
});
