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
import { offers } from '~/server/db/schema';
import { deliveryQueueName, QUEUES_PER_RECEIVER } from '~/server/domain/webhooks/delivery-queue';
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
  it('spreads one receiver over a few queues', () => {
    const names = new Set(
      Array.from({ length: 50 }, (_, i) => deliveryQueueName('http://127.0.0.1:4000/hook', `ord_${i}`)),
    );
    expect([...names].sort()).toEqual(
      Array.from({ length: QUEUES_PER_RECEIVER }, (_, i) => `webhook:127.0.0.1:4000:${i}`).sort(),
    );
    expect(deliveryQueueName('http://127.0.0.1:4000/a', 'ord_1')).toBe(
      deliveryQueueName('HTTP://127.0.0.1:4000/b', 'ord_1'),
    );
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

    // Meanwhile no receiver has more than its queues' worth of attempts in flight.
    const running = await db.execute<{ receiver: string; n: number }>(sql`
      select regexp_replace(j.queue_name, ':[0-9]+$', '') as receiver, count(*)::int as n from graphile_worker.jobs j
      where j.task_identifier = 'deliver_webhook' and j.locked_at is not null group by 1`);
    expect(running.length).toBeGreaterThan(0);
    for (const row of running) expect(row.n).toBeLessThanOrEqual(QUEUES_PER_RECEIVER);
  }, 60_000);
});
