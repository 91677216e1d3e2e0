// Webhook delivery from the outbox by a real graphile-worker to a real HTTP receiver on localhost.
process.env.WEBHOOK_RETRY_BASE_SECONDS = '1';
process.env.WEBHOOK_TIMEOUT_MS = '1000';
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '1';

import { testDomain } from '~/test/domain-context';
import { spawn } from 'node:child_process';
import { asc, eq, sql } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { webhookAttempts, webhookEvents, workerProcesses } from '~/server/db/schema';
import { startWorker } from '~/server/worker/runner';
import { verifyWebhook } from '@agent-order-service/verify-webhook';
import { createAgent, type Agent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { startReceiver } from '~/test/webhook-receiver';
import { resendWebhookEvent } from './resend-event';

const databaseUrl = await useFileDatabase('aos_webhooks');

let db: Db;
let runner: Runner | null;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  receiver = await startReceiver();
  runner = await startWorker({ domain: testDomain });
  agent = await createAgent({ db, depositIdr: 100_000_000 });
});
afterAll(async () => {
  await runner?.stop();
  await receiver?.close();
});

const eventsOf = (orderId: string) =>
  db.select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId)).orderBy(asc(webhookEvents.seq));
const attemptsOf = (eventId: string) =>
  db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.eventId, eventId))
    .orderBy(asc(webhookAttempts.attemptNumber));
async function firstEvent(orderId: string) {
  return (await eventsOf(orderId)).find((e) => e.event === 'order.dibayar')!;
}

describe('signed delivery', () => {
  it('posts the exact signed payload with the spec headers', async () => {
    const order = await placeOrder(db, agent, 'somasi', { callback_url: receiver.url('/signed') });
    await waitFor(async () => receiver.on('/signed').length >= 2, { what: 'two events' });
    const [dibayar, ditawarkan] = receiver.on('/signed');
    expect(dibayar!.headers['content-type']).toBe('application/json');
    expect(dibayar!.headers['user-agent']).toBe('Service-Webhook/1');
    expect(dibayar!.headers['x-service-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(
      verifyWebhook(dibayar!.rawBody, dibayar!.headers['x-service-signature'] as string, agent.webhookSecret),
    ).toBe(true);
    // Any change to the bytes breaks the signature.
    const tampered = Buffer.from(dibayar!.rawBody.toString().replace('dibayar', 'selesai'));
    expect(verifyWebhook(tampered, dibayar!.headers['x-service-signature'] as string, agent.webhookSecret)).toBe(false);

    const payload = JSON.parse(dibayar!.rawBody.toString());
    expect(Object.keys(payload).sort()).toEqual(['event', 'id', 'livemode', 'order', 'sent_at']);
    // A live order's events say so (test orders' say false).
    expect(payload.livemode).toBe(true);
    expect(payload.id).toMatch(/^evt_[0-9A-Za-z]{24}$/);
    expect(payload.event).toBe('order.dibayar');
    expect(payload.sent_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(payload.order).toEqual({
      id: order.id,
      status: 'dibayar',
      service: 'somasi',
      price_idr: order.price_idr,
      sla_due_at: order.sla_due_at,
      deliverable: null,
      updated_at: order.updated_at,
    });
    expect(JSON.parse(ditawarkan!.rawBody.toString())).toMatchObject({
      event: 'order.ditawarkan',
      order: { status: 'ditawarkan' },
    });
    await waitFor(async () => (await eventsOf(order.id)).every((e) => e.status === 'delivered'), { what: 'delivered' });
  });

  it("callback_url beats the key's webhook URL; the key's URL serves orders without one", async () => {
    const keyed = await createAgent({ db, depositIdr: 50_000_000, webhookUrl: receiver.url('/key') });
    await placeOrder(db, keyed, 'nib-oss', { callback_url: receiver.url('/callback') });
    await waitFor(async () => receiver.on('/callback').length >= 2, { what: 'callback deliveries' });
    expect(receiver.on('/key')).toHaveLength(0);
    const plain = await placeOrder(db, keyed, 'nib-oss');
    await waitFor(async () => receiver.on('/key').length >= 2, { what: 'key URL deliveries' });
    expect(receiver.on('/key').map((r) => JSON.parse(r.rawBody.toString()).order.id)).toEqual([plain.id, plain.id]);
    expect(
      verifyWebhook(
        receiver.on('/key')[0]!.rawBody,
        receiver.on('/key')[0]!.headers['x-service-signature'] as string,
        keyed.webhookSecret,
      ),
    ).toBe(true);
  });

  it('no URL anywhere: events are kept for polling and nothing is attempted', async () => {
    const order = await placeOrder(db, agent, 'nib-oss');
    await waitFor(async () => (await eventsOf(order.id)).length >= 2, { what: 'two events' });
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.status, e.targetUrl])).toEqual([
      ['no_target', null],
      ['no_target', null],
    ]);
    for (const e of events) expect(await attemptsOf(e.id)).toEqual([]);
    const jobs = await db.execute(
      sql`select 1 from graphile_worker.jobs where task_identifier = 'deliver_webhook' and key = ${`webhook:${events[0]!.id}`}`,
    );
    expect(jobs).toHaveLength(0);
  });
});

describe('retries', () => {
  it('fails 4 times then succeeds: exactly 5 attempts spaced base x 1, 2, 4, 8', async () => {
    receiver.script('/flaky', [500, 503, 404, 302, 200]);
    const order = await placeOrder(db, agent, 'pendirian-cv', { callback_url: receiver.url('/flaky') });
    const event = await firstEvent(order.id);
    await waitFor(
      async () =>
        (await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)))[0]!.status === 'delivered',
      { what: 'delivery', timeoutMs: 30_000 },
    );
    const attempts = await attemptsOf(event.id);
    expect(attempts.map((a) => [a.attemptNumber, a.statusCode, a.succeeded])).toEqual([
      [1, 500, false],
      [2, 503, false],
      [3, 404, false],
      [4, 302, false],
      [5, 200, true],
    ]);
    const times = receiver
      .on('/flaky')
      .filter((r) => JSON.parse(r.rawBody.toString()).id === event.id)
      .map((r) => r.at);
    expect(receiver.on('/flaky')).toHaveLength(6); // plus order.ditawarkan, delivered at once
    expect(times).toHaveLength(5);
    const gaps = times.slice(1).map((t, i) => (t - times[i]!) / 1000);
    [1, 2, 4, 8].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 0.05);
      expect(gaps[i]).toBeLessThan(expected + 0.9);
    });
    // Every attempt is signed afresh over exactly the bytes sent, with the same event id.
    for (const r of receiver.on('/flaky'))
      expect(verifyWebhook(r.rawBody, r.headers['x-service-signature'] as string, agent.webhookSecret)).toBe(true);
  });

  it('always failing: exactly 5 attempts, then dropped for good; a manual resend is one more logged attempt', async () => {
    receiver.script('/down', [500]);
    const order = await placeOrder(db, agent, 'perjanjian-kerja', { callback_url: receiver.url('/down') });
    const event = await firstEvent(order.id);
    await waitFor(
      async () =>
        (await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)))[0]!.status === 'dropped',
      { what: 'dropped', timeoutMs: 30_000 },
    );
    expect((await attemptsOf(event.id)).map((a) => a.attemptNumber)).toEqual([1, 2, 3, 4, 5]);
    const pending = await db.execute(sql`select 1 from graphile_worker.jobs where key = ${`webhook:${event.id}`}`);
    expect(pending).toHaveLength(0);

    receiver.script('/down', [200]);
    await resendWebhookEvent({ db, domain: testDomain, eventId: event.id, reach: 'platform' });
    await waitFor(async () => (await attemptsOf(event.id)).length === 6, { what: 'manual attempt' });
    const attempts = await attemptsOf(event.id);
    expect(attempts[5]).toMatchObject({ attemptNumber: 6, manual: true, succeeded: true, statusCode: 200 });
    const [after] = await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    expect(after!.status).toBe('delivered');
  });

  it('a receiver that hangs past the timeout is a failed attempt', async () => {
    receiver.script('/slow', ['hang', 200]);
    const order = await placeOrder(db, agent, 'review-kontrak', { callback_url: receiver.url('/slow') });
    const event = await firstEvent(order.id);
    await waitFor(async () => (await attemptsOf(event.id)).length >= 2, { what: 'two attempts', timeoutMs: 15_000 });
    const [first, second] = await attemptsOf(event.id);
    expect(first).toMatchObject({ succeeded: false, statusCode: null });
    expect(first!.error).toMatch(/timeout/);
    expect(first!.durationMs).toBeGreaterThanOrEqual(950);
    expect(first!.durationMs).toBeLessThan(3000);
    expect(second).toMatchObject({ succeeded: true, statusCode: 200 });
  });
});

describe('at least once', () => {
  it('a worker killed during an attempt leaves the event to be delivered by another worker', async () => {
    await runner!.stop();
    runner = null;
    receiver.script('/crash', ['hang', 200]);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/worker.ts'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, WEBHOOK_TIMEOUT_MS: '60000', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    let event: Awaited<ReturnType<typeof firstEvent>>;
    try {
      // The event comes once the child's two runners (jobs, webhooks) are registered: a runner killed before it
      // registers is an orphan, whose jobs wait for their lock to age (stale-locks.test.ts), not the dead worker
      // this is about.
      await waitFor(
        async () => (await db.select().from(workerProcesses).where(eq(workerProcesses.pid, child.pid!))).length === 2,
        { what: 'worker registered', timeoutMs: 20_000 },
      );
      const order = await placeOrder(db, agent, 'pendaftaran-merek', { callback_url: receiver.url('/crash') });
      event = await firstEvent(order.id);
      await waitFor(async () => receiver.on('/crash').length >= 1, { what: 'attempt in flight', timeoutMs: 20_000 });
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    } finally {
      child.kill('SIGKILL');
    }
    expect(await attemptsOf(event.id)).toEqual([]);

    runner = await startWorker({ domain: testDomain });
    await waitFor(
      async () =>
        (await db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id)))[0]!.status === 'delivered',
      { what: 'delivered after crash', timeoutMs: 20_000 },
    );
    const deliveries = receiver.on('/crash').filter((r) => JSON.parse(r.rawBody.toString()).id === event.id);
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
    expect((await attemptsOf(event.id)).filter((a) => a.succeeded)).toHaveLength(1);
  });
});
