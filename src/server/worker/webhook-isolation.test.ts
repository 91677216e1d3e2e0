// Slow webhook receivers cannot starve offers and expiries: delivery runs on a runner of its own, and
// one receiver holds at most a few of its slots. Six receivers that never answer (each attempt ends at
// WEBHOOK_TIMEOUT_MS) while an order is offered and its offer expires on time.
process.env.WEBHOOK_TIMEOUT_MS = '1500';
process.env.WEBHOOK_RETRY_BASE_SECONDS = '1';
process.env.ALLOW_PRIVATE_WEBHOOK_TARGETS = '1';
process.env.OFFER_WINDOW_SECONDS = '2';

import { testDomain } from '~/test/domain-context';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { offers, webhookAttempts, webhookEvents } from '~/server/db/schema';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import { receiverSlots, SLOTS_PER_RECEIVER } from '~/server/domain/webhooks/receiver-slots';
import type { WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { recordJobs } from '~/test/recording-scheduler';
import { createAgent } from '~/test/fixtures';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { startReceiver } from '~/test/webhook-receiver';
import { startWorker, type Worker } from './runner';

await useFileDatabase('aos_webhook_isolation');

let db: Db;
let worker: Worker | undefined;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  db = await getDb();
  for (let i = 0; i < 6; i++) {
    const receiver = await startReceiver();
    receiver.script('/hook', ['hang'], () => true);
    receivers.push(receiver);
  }
});
afterAll(async () => {
  await worker?.stop();
  for (const r of receivers) await r.close();
});

describe('webhook delivery next to offers and expiries', () => {
  it('counts a few slots per receiver (host and port), given back once', () => {
    const slots = receiverSlots();
    const taken = Array.from({ length: SLOTS_PER_RECEIVER }, (_, i) => slots.take(`http://127.0.0.1:4000/p${i}`));
    expect(taken.every((release) => release !== null)).toBe(true);
    expect(slots.take('HTTP://127.0.0.1:4000/other')).toBeNull();
    expect(slots.take('http://127.0.0.1:4001/hook')).not.toBeNull();
    taken[0]!();
    taken[0]!();
    expect(slots.take('http://127.0.0.1:4000/hook')).not.toBeNull();
    expect(slots.take('http://127.0.0.1:4000/hook')).toBeNull();
    // An attempt put off is named by the next slot given back, oldest first, once.
    slots.putOff('http://127.0.0.1:4000/hook', { eventId: 'evt_a', attempt: 1 });
    slots.putOff('http://127.0.0.1:4000/hook', { eventId: 'evt_b', attempt: 2 });
    expect(taken[1]!()).toEqual({ eventId: 'evt_a', attempt: 1 });
    expect(taken[2]!()).toEqual({ eventId: 'evt_b', attempt: 2 });
    expect(taken[3]!()).toBeNull();
  });

  it('an attempt to a receiver whose slots are all taken is not made: the same attempt runs a moment later', async () => {
    const agent = await createAgent({ db, depositIdr: 100_000_000 });
    const order = await placeOrder(db, agent, 'somasi', { callback_url: 'http://127.0.0.1:9/busy' });
    const [event] = await db.select().from(webhookEvents).where(eq(webhookEvents.orderId, order.id));
    const recorder = recordJobs();
    const sent: string[] = [];
    const transport: WebhookTransport = async (request) => {
      sent.push(request.url);
      return { statusCode: 200, error: null };
    };
    const before = Date.now();
    await deliverEvent({
      db,
      domain: recorder.domain,
      transport,
      eventId: event!.id,
      attempt: 1,
      slots: receiverSlots(0),
    });
    expect(sent).toEqual([]);
    expect(await db.select().from(webhookAttempts).where(eq(webhookAttempts.eventId, event!.id))).toEqual([]);
    expect(recorder.scheduled).toMatchObject([
      { name: 'deliver_webhook', key: `webhook:${event!.id}`, payload: { eventId: event!.id, attempt: 1 } },
    ]);
    expect(recorder.scheduled[0]!.runAt!.getTime()).toBeGreaterThanOrEqual(before + 500);
  });

  it('six receivers that never answer: the next order is offered at once and its offer expires on time', async () => {
    const agent = await createAgent({ db, depositIdr: 500_000_000, monthlyLimitIdr: 5_000_000_000 });
    await createClaimedPractitioner({
      db,
      name: 'Praktisi A',
      email: `iso-a-${Date.now()}@example.com`,
      serviceCodes: ['somasi'],
    });
    await createClaimedPractitioner({
      db,
      name: 'Praktisi B',
      email: `iso-b-${Date.now()}@example.com`,
      serviceCodes: ['somasi'],
    });
    // Four orders per receiver before the worker starts: a backlog of hanging deliveries.
    for (const receiver of receivers)
      for (let i = 0; i < 4; i++) await placeOrder(db, agent, 'somasi', { callback_url: receiver.url('/hook') });
    worker = await startWorker({ domain: testDomain });
    await waitFor(async () => receivers.reduce((n, r) => n + r.on('/hook').length, 0) >= 8, {
      what: 'the webhook runner to be busy',
    });

    const order = await placeOrder(db, agent, 'somasi');
    const placedAt = Date.now();
    const [first] = await waitFor(
      async () => {
        const rows = await db.select().from(offers).where(eq(offers.orderId, order.id)).orderBy(asc(offers.offeredAt));
        return rows.length >= 2 ? rows : null;
      },
      { what: 'the first offer to expire and the second to be made' },
    );
    // offer_order ran at once, and expire_offer within about a second of the offer's end.
    expect(first!.offeredAt.getTime() - placedAt).toBeLessThan(1500);
    expect(first!.status).toBe('kedaluwarsa');
    expect(first!.respondedAt!.getTime() - first!.expiresAt.getTime()).toBeLessThan(1500);

    // Meanwhile no receiver has more than its slots' worth of attempts in flight.
    const running = await db.execute<{ receiver: string; n: number }>(sql`
      select e.target_url as receiver, count(*)::int as n from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      join webhook_event e on e.id = j.payload->>'eventId'
      where t.identifier = 'deliver_webhook' and j.locked_at is not null group by 1`);
    expect(running.length).toBeGreaterThan(0);
    for (const row of running) expect(row.n).toBeLessThanOrEqual(SLOTS_PER_RECEIVER);
  }, 60_000);
});
