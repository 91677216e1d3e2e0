// GET /v1/events and /v1/events/{id}: the organization's outbox of the last 30 days with every delivery
// attempt, paged exactly once each while new events keep arriving.
import { httpWebhookTransport } from '~/server/outbound/webhook-transport/http-webhook-transport';
import { testDomain } from '~/test/domain-context';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '~/server/db/schema';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import { api, appDb, createAgent, type Agent } from '~/test/fixtures';
import { placeOrder } from '~/test/orders';
import { startReceiver } from '~/test/webhook-receiver';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver?.close();
});

const EVENT_FIELDS = ['created_at', 'data', 'delivery', 'id', 'order_id', 'type'];
const get = (agent: Agent, path: string) => api(path, { key: agent.apiKey });
const eventsOf = async (orderId: string) =>
  appDb().select().from(webhookEvents).where(eq(webhookEvents.orderId, orderId));

describe('GET /v1/events/{id}', () => {
  it('shows the webhook body and every attempt, oldest first', async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    receiver.script('/events-one', [500, 200], () => true);
    const order = await placeOrder(appDb(), agent, 'nib-oss', { callback_url: receiver.url('/events-one') });
    const [event] = await eventsOf(order.id);
    await deliverEvent({
      db: appDb(),
      domain: testDomain,
      transport: httpWebhookTransport,
      eventId: event!.id,
      attempt: 1,
    });
    await deliverEvent({
      db: appDb(),
      domain: testDomain,
      transport: httpWebhookTransport,
      eventId: event!.id,
      attempt: 2,
    });

    const res = await get(agent, `/v1/events/${event!.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(Object.keys(res.body).sort()).toEqual(EVENT_FIELDS);
    expect(res.body).toMatchObject({
      id: event!.id,
      type: 'order.dibayar',
      order_id: order.id,
      data: { order: { id: order.id, status: 'dibayar', service: 'nib-oss' } },
      delivery: { status: 'delivered', target_url: receiver.url('/events-one'), next_attempt_at: null },
    });
    const sent = JSON.parse(receiver.on('/events-one').at(-1)!.rawBody.toString());
    expect(res.body.data.order).toEqual(sent.order);
    expect(
      res.body.delivery.attempts.map((a: any) => [a.attempt, a.manual, a.status_code, a.succeeded, a.error]),
    ).toEqual([
      [1, false, 500, false, expect.any(String)],
      [2, false, 200, true, null],
    ]);
  });

  it("another organization's event, an unknown one and one older than 30 days are 404; no scope is 403", async () => {
    const agent = await createAgent({ depositIdr: 10_000_000 });
    const other = await createAgent({ depositIdr: 10_000_000 });
    const order = await placeOrder(appDb(), agent, 'nib-oss');
    const [event] = await eventsOf(order.id);
    expect((await get(other, `/v1/events/${event!.id}`)).body.error.code).toBe('NOT_FOUND');
    expect((await get(agent, '/v1/events/evt_doesnotexist000000000000')).status).toBe(404);
    const narrow = await createAgent({ scopes: ['order:baca'] });
    const forbidden = await get(narrow, '/v1/events');
    expect([forbidden.status, forbidden.body.error.code]).toEqual([403, 'FORBIDDEN_SCOPE']);

    // Both of the order's events (order.dibayar, and order.ditawarkan from its first offer) grow old.
    await appDb()
      .update(webhookEvents)
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(webhookEvents.orderId, order.id));
    expect((await get(agent, `/v1/events/${event!.id}`)).status).toBe(404);
    expect((await get(agent, '/v1/events')).body).toEqual({ data: [], has_more: false });
  });
});

describe('GET /v1/events', () => {
  it('pages through a busy organization exactly once each while new events arrive', async () => {
    const agent = await createAgent({ depositIdr: 200_000_000 });
    // Two events per order: order.dibayar, and order.ditawarkan from the first offer its POST makes.
    for (let i = 0; i < 23; i++) await placeOrder(appDb(), agent, 'nib-oss');
    const before = (await get(agent, '/v1/events?limit=100')).body.data.map((e: any) => e.id);
    expect(before).toHaveLength(46);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; ; page++) {
      const res = await get(agent, `/v1/events?limit=5${cursor ? `&starting_after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((e: any) => e.id));
      await placeOrder(appDb(), agent, 'nib-oss'); // new events between every two pages
      if (!res.body.has_more) break;
      cursor = res.body.data.at(-1).id;
      expect(page).toBeLessThan(20);
    }
    expect(seen).toEqual(before);
    const after = (await get(agent, '/v1/events?limit=100')).body.data.map((e: any) => e.id);
    expect(after).toHaveLength(46 + 2 * 10);
    expect(after.slice(2 * 10)).toEqual(before);
  });

  it('filters by type, order_id and created_since; refuses an unknown type or cursor', async () => {
    const agent = await createAgent({ depositIdr: 20_000_000 });
    const first = await placeOrder(appDb(), agent, 'nib-oss');
    const since = new Date().toISOString();
    const second = await placeOrder(appDb(), agent, 'nib-oss');

    const byOrder = await get(agent, `/v1/events?order_id=${first.id}`);
    expect(byOrder.body.data.map((e: any) => [e.order_id, e.type])).toEqual([
      [first.id, 'order.ditawarkan'],
      [first.id, 'order.dibayar'],
    ]);
    const byType = await get(agent, '/v1/events?type=order.dibayar');
    expect(byType.body.data.map((e: any) => e.order_id)).toEqual([second.id, first.id]);
    expect((await get(agent, '/v1/events?type=order.selesai')).body).toEqual({ data: [], has_more: false });
    const recent = await get(agent, `/v1/events?created_since=${encodeURIComponent(since)}`);
    expect(recent.body.data.map((e: any) => e.order_id)).toEqual([second.id, second.id]);

    const badType = await get(agent, '/v1/events?type=order.menunggu_bayar');
    expect([badType.status, badType.body.error.code]).toEqual([422, 'VALIDATION']);
    const badCursor = await get(agent, '/v1/events?starting_after=evt_doesnotexist000000000000');
    expect([badCursor.status, badCursor.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});
