// Webhooks under load: a local receiver, 100 status changes/s (orders created at a steady 50/s, one every 20 ms:
// each becomes `dibayar` and `ditawarkan` in its POST, two events), commit-to-receiver latency per event (the
// commit time of the status change's transaction, from `track_commit_timestamp`, to the moment the receiver has the
// body); the same 50 orders/s as autocannon's `overallRate` sends them (each connection's share of a second at the
// start of that second: bursts at the app's full speed, then a pause); then a backlog built while the worker is
// stopped and drained by a fresh worker: deliveries/s at saturation.
import { Agent, request } from 'node:http';
import autocannon from 'autocannon';
import { connect } from '~/server/db/client';
import { startReceiver } from '~/test/webhook-receiver';
import { arrangeAgents, ORDER_BODY } from './statements';

export type WebhookLatencies = {
  /** Status changes per second: both events of every order created. */
  steadyRate: number;
  delivered: number;
  missing: number;
  p50: number;
  p99: number;
  /** The same latencies per event name (`order.dibayar`, `order.ditawarkan`): where the tail is. */
  byEvent: Record<string, { p50: number; p99: number }>;
  /**
   * `order.ditawarkan` counted from its order's POST (the commit of the creating transaction) instead of its own
   * commit: how long an agent waits to hear that its order is on offer, whichever transaction made the offer.
   */
  offeredFromPost: { p50: number; p99: number };
};

export type WebhookResult = WebhookLatencies & {
  /** The same rate as autocannon's per-second bursts. */
  bursts: WebhookLatencies;
  backlog: number;
  drainSeconds: number;
  deliveriesPerSecond: number;
};

/** First deliveries of each event (a retry would count twice). */
const deliveries = (received: { rawBody: Buffer; at: number }[], event?: string) => {
  const seen = new Map<string, number>();
  for (const r of received) {
    const payload = JSON.parse(r.rawBody.toString()) as { id: string; event: string };
    if ((!event || payload.event === event) && !seen.has(payload.id)) seen.set(payload.id, r.at);
  }
  return [...seen].map(([id, at]) => ({ id, at }));
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Posted = { ok: number; bad: number };

/** autocannon at `rate` per second over 16 connections, or `amount` requests as fast as they go. */
async function postWithAutocannon(
  base: string,
  keys: string[],
  options: { rate?: number; duration?: number; amount?: number },
): Promise<Posted> {
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 16,
    ...(options.rate ? { overallRate: options.rate } : {}),
    ...(options.duration ? { duration: options.duration } : { amount: options.amount }),
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          method: 'POST',
          path: '/v1/orders',
          headers: { authorization: `Bearer ${keys[n++ % keys.length]}`, 'content-type': 'application/json' },
          body: ORDER_BODY,
        }),
      },
    ],
  });
  return { ok: result['2xx'], bad: result.non2xx + result.errors + result.timeouts };
}

/**
 * One POST every `1000 / rate` ms on the clock, over at most 16 kept-alive connections: a machine that cannot keep up
 * falls behind the rate instead of queueing requests past 16.
 */
async function postPaced(base: string, keys: string[], options: { rate: number; duration: number }): Promise<Posted> {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const inFlight = new Set<Promise<void>>();
  const result: Posted = { ok: 0, bad: 0 };
  const once = (key: string) =>
    new Promise<void>((resolve) => {
      const req = request(
        `${base}/v1/orders`,
        {
          method: 'POST',
          agent,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 201) result.ok++;
            else result.bad++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        result.bad++;
        resolve();
      });
      req.end(ORDER_BODY);
    });
  try {
    const t0 = performance.now();
    const count = options.rate * options.duration;
    for (let i = 0; i < count; i++) {
      const wait = t0 + (i * 1000) / options.rate - performance.now();
      if (wait > 0) await sleep(wait);
      while (inFlight.size >= 16) await Promise.race(inFlight);
      const p = once(keys[i % keys.length]!).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
    return result;
  } finally {
    agent.destroy();
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

export async function runWebhookBench(options: {
  base: string;
  url: string;
  duration: number;
  stopWorker: () => Promise<void>;
  startWorker: () => Promise<void>;
}): Promise<WebhookResult> {
  const receiver = await startReceiver();
  const { sql } = connect(options.url, { max: 2 });
  try {
    const keys = (await arrangeAgents(options.url, 8, 2, receiver.url('/hook'))).map((a) => a.apiKey);
    const received = () => receiver.on('/hook');
    // 100 changes/s, two per order, posted by `post`; latencies of what it delivered.
    const steady = async (post: () => Promise<Posted>, duration: number): Promise<WebhookLatencies> => {
      const before = received().length;
      const posted = await post();
      const since = () => received().slice(before);
      await until(() => deliveries(since()).length >= 2 * posted.ok, 15_000);
      const got = deliveries(since());
      // The event row is updated by its delivery, so its own xmin is the delivering transaction: the commit time
      // is taken from the insert-only history row of the same status change.
      const rows = await sql<{ id: string; committed: string; posted: string }[]>`
        select e.id, (extract(epoch from pg_xact_commit_timestamp(h.xmin)) * 1000)::text as committed,
          (extract(epoch from pg_xact_commit_timestamp(c.xmin)) * 1000)::text as posted
        from webhook_event e
        join order_status_history h on h.order_id = e.order_id and 'order.' || h.to_status = e.event
        join order_status_history c on c.order_id = e.order_id and c.from_status is null
        where e.id = any(${got.map((g) => g.id)})`;
      const committed = new Map(rows.map((r) => [r.id, Number(r.committed)]));
      const postedAt = new Map(rows.map((r) => [r.id, Number(r.posted)]));
      const sorted = (list: { id: string; at: number }[], from: Map<string, number>) =>
        list.map((g) => g.at - (from.get(g.id) ?? g.at)).sort((a, b) => a - b);
      const latencies = sorted(got, committed);
      const byEvent: WebhookLatencies['byEvent'] = {};
      for (const event of ['order.dibayar', 'order.ditawarkan']) {
        const list = sorted(deliveries(since(), event), committed);
        byEvent[event] = { p50: pct(list, 50), p99: pct(list, 99) };
      }
      const fromPost = sorted(deliveries(since(), 'order.ditawarkan'), postedAt);
      return {
        steadyRate: (2 * posted.ok) / duration,
        delivered: got.length,
        missing: Math.max(0, 2 * posted.ok - got.length) + posted.bad,
        p50: pct(latencies, 50),
        p99: pct(latencies, 99),
        byEvent,
        offeredFromPost: { p50: pct(fromPost, 50), p99: pct(fromPost, 99) },
      };
    };
    const paced = (duration: number) => () => postPaced(options.base, keys, { rate: 50, duration });
    // Warm-up, as every scenario has one: the worker's delivery path, the receiver's connections and the new keys'
    // first orders are cold, and their first second's deliveries took 60-470 ms in some runs (finding 90).
    await steady(paced(2), 2);
    const steadyLatencies = await steady(paced(options.duration), options.duration);
    const bursts = await steady(
      () => postWithAutocannon(options.base, keys, { rate: 50, duration: options.duration }),
      options.duration,
    );
    // Saturation: a backlog built without a worker, then drained (both events of every order).
    await options.stopWorker();
    const before = received().length;
    const backlog = await postWithAutocannon(options.base, keys, { amount: Math.max(500, 50 * options.duration) });
    await options.startWorker();
    await until(() => deliveries(received().slice(before)).length >= 2 * backlog.ok, 120_000);
    // From the first to the last delivery of the backlog: the worker's start-up is not counted.
    const drained = deliveries(received().slice(before)).map((r) => r.at);
    const drainSeconds = Math.max(0.001, (Math.max(...drained) - Math.min(...drained)) / 1000);
    return {
      ...steadyLatencies,
      bursts,
      backlog: 2 * backlog.ok,
      drainSeconds,
      deliveriesPerSecond: drained.length / drainSeconds,
    };
  } finally {
    await sql.end();
    await receiver.close();
  }
}
