// The operations board over a database with a failing webhook target, a lapsed offer, an order past its SLA and
// no worker: each shows in its row, and the alerts that fire are exactly those; a target that answers again
// leaves the board. Keys near their monthly budget are listed.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { offers, orders, webhookEvents } from '~/server/db/schema';
import { setClockOffset } from '~/server/domain/clock';
import { expireOffer } from '~/server/domain/offers/offering';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import type { WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { domainWith, testDomain } from '~/test/domain-context';
import { useFileDatabase } from '~/test/file-database';
import { AMPLE_LIMITS, createAgent, type Agent } from '~/test/fixtures';
import { placeOrder, seededPrice } from '~/test/orders';
import { createClaimedPractitioner } from '~/test/practitioners';
import { operationsBoard } from './operations-board';

await useFileDatabase('aos_operations_board');

const TARGET = 'https://penerima.contoh.id/hook';
let db: Db;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS, webhookUrl: TARGET });
  await createClaimedPractitioner({
    db,
    name: 'Praktisi Papan',
    email: 'papan@contoh.id',
    serviceCodes: ['review-kontrak'],
  });
});
afterAll(() => setClockOffset(0));

const answering =
  (statusCode: number): WebhookTransport =>
  async () => ({ statusCode, error: statusCode === 200 ? null : `HTTP ${statusCode}` });

describe('operations board', () => {
  it('shows the failing target, the lapsing service, the late order and the idle queue, with their alerts', async () => {
    const empty = await operationsBoard({ db });
    expect(empty.failingWebhooks).toEqual([]);
    expect(empty.alerts.find((a) => a.code === 'webhooks_failing')).toMatchObject({ firing: false, value: 0 });

    // An offer one second long (made by the POST), answered by nobody: business time moves past it and its expiry runs.
    const order = await placeOrder(db, agent, 'review-kontrak', {}, domainWith({ offerWindowSeconds: 1 }));
    const [offer] = await db.select().from(offers).where(eq(offers.orderId, order.id));
    setClockOffset(5_000);
    await expireOffer({ db, domain: testDomain, offerId: offer!.id });
    setClockOffset(0);
    // The order's SLA has passed (its due time is the fixture: SLAs are hours long).
    await db
      .update(orders)
      .set({ slaDueAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, order.id));
    const [event] = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.orderId, order.id))
      .orderBy(asc(webhookEvents.seq))
      .limit(1);
    await deliverEvent({ db, domain: testDomain, transport: answering(500), eventId: event!.id, attempt: 1 });

    const board = await operationsBoard({ db });
    expect(board.failingWebhooks).toEqual([
      {
        organizationId: agent.organizationId,
        organizationName: expect.any(String),
        target: TARGET,
        failuresLastHour: 1,
        lastError: 'HTTP 500',
        lastAttemptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    ]);
    expect(board.lapsingOffers).toEqual([
      {
        serviceCode: 'review-kontrak',
        serviceName: expect.any(String),
        lapsedLastDay: 1,
        qualifiedPractitioners: 1,
      },
    ]);
    expect(board.sla).toEqual([
      expect.objectContaining({ orderId: order.id, serviceCode: 'review-kontrak', overdue: true }),
    ]);
    // Jobs were scheduled (offer expiry, webhook retry, ...) and no worker runs here.
    expect(board.queue.length).toBeGreaterThan(0);
    expect(board.workers).toEqual({ beating: 0, silent: 0 });
    expect(board.mail).toEqual({
      queued: expect.any(Number),
      oldestQueuedSeconds: expect.any(Number),
      failedLastDay: 0,
    });
    const firing = board.alerts.filter((a) => a.firing).map((a) => a.code);
    expect(firing.sort()).toEqual(['orders_overdue', 'webhooks_failing', 'worker_silent']);
    expect(board.alerts.find((a) => a.code === 'offers_lapsing')).toEqual({
      code: 'offers_lapsing',
      firing: false,
      value: 1,
      threshold: 10,
    });

    // The receiver answers again: the target leaves the board and its alert stops.
    await deliverEvent({ db, domain: testDomain, transport: answering(200), eventId: event!.id, attempt: 2 });
    const recovered = await operationsBoard({ db });
    expect(recovered.failingWebhooks).toEqual([]);
    expect(recovered.alerts.find((a) => a.code === 'webhooks_failing')).toMatchObject({ firing: false });
  });

  it('lists the live keys at 80 % or more of their monthly budget this month, the fullest first', async () => {
    const price = seededPrice('review-kontrak');
    const full = await createAgent({ db, depositIdr: price * 4, perOrderLimitIdr: price, monthlyLimitIdr: price });
    const near = await createAgent({
      db,
      depositIdr: price * 4,
      perOrderLimitIdr: price,
      monthlyLimitIdr: Math.ceil(price * 1.25),
    });
    const half = await createAgent({ db, depositIdr: price * 4, perOrderLimitIdr: price, monthlyLimitIdr: price * 2 });
    for (const a of [full, near, half]) await placeOrder(db, a, 'review-kontrak');

    const board = await operationsBoard({ db });
    expect(board.nearLimits).toEqual([
      {
        organizationId: full.organizationId,
        organizationName: expect.any(String),
        keyPrefix: full.prefix,
        keyName: 'test key',
        spentIdr: price,
        monthlyLimitIdr: price,
        usedPercent: 100,
      },
      expect.objectContaining({ organizationId: near.organizationId, keyPrefix: near.prefix, usedPercent: 80 }),
    ]);
  });
});
