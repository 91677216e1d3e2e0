// Webhooks under load: a local receiver, 100 status changes/s (orders created at a steady 50/s: each becomes
// `dibayar` in its POST and `ditawarkan` in its offering job, two events), commit-to-receiver latency per event
// (the commit time of the status change's transaction, from `track_commit_timestamp`, to the moment the
// receiver has the body); then a backlog built while the worker is stopped and drained by a fresh worker:
// deliveries/s at saturation.
import autocannon from 'autocannon';
import { connect } from '~/server/db/client';
import { startReceiver } from '~/test/webhook-receiver';
import { arrangeAgents, ORDER_BODY } from './statements';

export type WebhookResult = {
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

async function post(base: string, keys: string[], options: { rate?: number; duration?: number; amount?: number }) {
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

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
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
    // Steady: 100 changes/s, two per order.
    const steady = await post(options.base, keys, { rate: 50, duration: options.duration });
    await until(() => deliveries(receiver.on('/hook')).length >= 2 * steady.ok, 15_000);
    const got = deliveries(receiver.on('/hook'));
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
    const posted = new Map(rows.map((r) => [r.id, Number(r.posted)]));
    const latencies = got.map((g) => g.at - (committed.get(g.id) ?? g.at)).sort((a, b) => a - b);
    const byEvent: WebhookResult['byEvent'] = {};
    for (const event of ['order.dibayar', 'order.ditawarkan']) {
      const sorted = deliveries(receiver.on('/hook'), event)
        .map((g) => g.at - (committed.get(g.id) ?? g.at))
        .sort((a, b) => a - b);
      byEvent[event] = { p50: pct(sorted, 50), p99: pct(sorted, 99) };
    }
    const fromPost = deliveries(receiver.on('/hook'), 'order.ditawarkan')
      .map((g) => g.at - (posted.get(g.id) ?? g.at))
      .sort((a, b) => a - b);
    // Saturation: a backlog built without a worker, then drained (both events of every order).
    await options.stopWorker();
    const before = deliveries(receiver.on('/hook')).length;
    const backlog = await post(options.base, keys, { amount: Math.max(500, steady.ok) });
    await options.startWorker();
    await until(() => deliveries(receiver.on('/hook')).length - before >= 2 * backlog.ok, 120_000);
    // From the first to the last delivery of the backlog: the worker's start-up is not counted.
    const drained = deliveries(receiver.on('/hook'))
      .slice(before)
      .map((r) => r.at);
    const drainSeconds = Math.max(0.001, (Math.max(...drained) - Math.min(...drained)) / 1000);
    return {
      steadyRate: (2 * steady.ok) / options.duration,
      delivered: got.length,
      missing: Math.max(0, 2 * steady.ok - got.length) + steady.bad,
      p50: pct(latencies, 50),
      p99: pct(latencies, 99),
      byEvent,
      offeredFromPost: { p50: pct(fromPost, 50), p99: pct(fromPost, 99) },
      backlog: 2 * backlog.ok,
      drainSeconds,
      deliveriesPerSecond: drained.length / drainSeconds,
    };
  } finally {
    await sql.end();
    await receiver.close();
  }
}
