import { sql } from 'drizzle-orm';
import type { Metric, Registry } from 'prom-client';
import type { Db } from '~/server/db/client';
import { mailOutbox, offers, orders, orderStatusHistory, webhookAttempts } from '~/server/db/schema';

/**
 * Business figures read from the database when scraped, so every process (web or worker, however many run)
 * shows the same, correct totals: no per-process counter to add up, none lost with a restart. One statement per
 * scrape; the counts are over whole tables (fine for hundreds of thousands of rows; see docs/decisions.md).
 */
type Snapshot = {
  orders: { status: string; mode: string; n: number }[];
  changes: { status: string; n: number }[];
  offers: { status: string; n: number }[];
  acceptance: HistogramRow;
  attempts: { outcome: string; n: number }[];
  latency: HistogramRow;
  jobs: { task: string; queued: number; lag: number }[];
  mailBacklog: number;
};
type HistogramRow = { n: number; sum: number; buckets: number[] };

const ACCEPTANCE_BUCKETS_S = [60, 300, 600, 900, 1800, 3600, 7200];
const LATENCY_BUCKETS_S = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

function histogramSql(seconds: ReturnType<typeof sql>, buckets: number[]) {
  return sql`json_build_object('n', count(*), 'sum', coalesce(sum(${seconds}), 0), 'buckets', json_build_array(${sql.join(
    buckets.map((b) => sql`count(*) filter (where ${seconds} <= ${b})`),
    sql`, `,
  )}))`;
}

async function readSnapshot(db: Db): Promise<Snapshot> {
  const acceptance = sql`extract(epoch from ${offers.respondedAt} - ${offers.offeredAt})`;
  const latency = sql`(${webhookAttempts.latencyFromCommitMs} / 1000.0)`;
  const [row] = await db.execute<Snapshot>(sql`select
    (select coalesce(json_agg(o), '[]') from (select ${orders.status} as status,
       case when ${orders.livemode} then 'live' else 'test' end as mode, count(*)::int as n
       from ${orders} group by 1, 2) o) as orders,
    (select coalesce(json_agg(h), '[]') from (select ${orderStatusHistory.toStatus} as status, count(*)::int as n
       from ${orderStatusHistory} group by 1) h) as changes,
    (select coalesce(json_agg(f), '[]') from (select ${offers.status} as status, count(*)::int as n
       from ${offers} group by 1) f) as offers,
    (select ${histogramSql(acceptance, ACCEPTANCE_BUCKETS_S)} from ${offers} where ${offers.status} = 'diterima') as acceptance,
    (select coalesce(json_agg(a), '[]') from (select case when ${webhookAttempts.succeeded} then 'success' else 'failure' end as outcome,
       count(*)::int as n from ${webhookAttempts} group by 1) a) as attempts,
    (select ${histogramSql(latency, LATENCY_BUCKETS_S)} from ${webhookAttempts}
       where ${webhookAttempts.succeeded} and ${webhookAttempts.latencyFromCommitMs} is not null) as latency,
    (select coalesce(json_agg(j), '[]') from (select task_identifier as task, count(*)::int as queued,
       coalesce(extract(epoch from max(now() - run_at) filter (where locked_at is null and run_at <= now())), 0)::float as lag
       from graphile_worker.jobs group by 1) j) as jobs,
    (select count(*)::int from ${mailOutbox} where ${mailOutbox.status} = 'queued') as "mailBacklog"`);
  return row!;
}

type Value = { value: number; labels?: Record<string, string>; metricName?: string };

/** A metric whose values come from the scrape's snapshot (prom-client formats whatever `get()` returns). */
function snapshotMetric(
  name: string,
  help: string,
  type: 'counter' | 'gauge' | 'histogram',
  values: (s: Snapshot) => Value[],
  snapshot: () => Promise<Snapshot>,
): Metric {
  // Across the processes of a cluster (prom-client's aggregation) each shows the same figures: one is taken.
  const metric = {
    name,
    help,
    type,
    aggregator: 'first',
    get: async () => ({ name, help, type, aggregator: 'first', values: values(await snapshot()) }),
    reset: () => undefined,
  };
  return metric as unknown as Metric;
}

function histogramValues(name: string, row: HistogramRow, bounds: number[]): Value[] {
  return [
    ...bounds.map((le, i) => ({
      metricName: `${name}_bucket`,
      labels: { le: String(le) },
      value: row.buckets[i] ?? 0,
    })),
    { metricName: `${name}_bucket`, labels: { le: '+Inf' }, value: row.n },
    { metricName: `${name}_sum`, value: row.sum },
    { metricName: `${name}_count`, value: row.n },
  ];
}

/** Registers the database's figures on `registry`, read once per scrape (all metrics of a scrape share it). */
export function registerDatabaseMetrics(registry: Registry, db: () => Promise<Db>): void {
  let current: { at: number; snapshot: Promise<Snapshot> } | null = null;
  const snapshot = () => {
    if (!current || Date.now() - current.at > 1000) {
      const read = db().then(readSnapshot);
      current = { at: Date.now(), snapshot: read };
      read.catch(() => (current = null));
    }
    return current.snapshot;
  };
  const metrics = [
    snapshotMetric(
      'aos_orders',
      'Orders by current status and mode',
      'gauge',
      (s) => s.orders.map((o) => ({ labels: { status: o.status, mode: o.mode }, value: o.n })),
      snapshot,
    ),
    snapshotMetric(
      'aos_order_status_changes_total',
      'Status changes written, by the status moved to',
      'counter',
      (s) => s.changes.map((c) => ({ labels: { status: c.status }, value: c.n })),
      snapshot,
    ),
    snapshotMetric(
      'aos_offers_total',
      'Offers made, by outcome (aktif, diterima, ditolak, kedaluwarsa, dibatalkan)',
      'counter',
      (s) => s.offers.map((o) => ({ labels: { status: o.status }, value: o.n })),
      snapshot,
    ),
    snapshotMetric(
      'aos_offer_acceptance_seconds',
      'Time from an offer to its acceptance',
      'histogram',
      (s) => histogramValues('aos_offer_acceptance_seconds', s.acceptance, ACCEPTANCE_BUCKETS_S),
      snapshot,
    ),
    snapshotMetric(
      'aos_webhook_attempts_total',
      'Webhook delivery attempts, by outcome',
      'counter',
      (s) => s.attempts.map((a) => ({ labels: { outcome: a.outcome }, value: a.n })),
      snapshot,
    ),
    snapshotMetric(
      'aos_webhook_delivery_seconds',
      'Time from the change (its commit) to the successful delivery',
      'histogram',
      (s) => histogramValues('aos_webhook_delivery_seconds', s.latency, LATENCY_BUCKETS_S),
      snapshot,
    ),
    snapshotMetric(
      'aos_jobs_queued',
      'Jobs waiting or running, by task',
      'gauge',
      (s) => s.jobs.map((j) => ({ labels: { task: j.task }, value: j.queued })),
      snapshot,
    ),
    snapshotMetric(
      'aos_job_lag_seconds',
      'How long the oldest due, unlocked job of a task has waited',
      'gauge',
      (s) => s.jobs.map((j) => ({ labels: { task: j.task }, value: j.lag })),
      snapshot,
    ),
    snapshotMetric(
      'aos_mail_backlog',
      'Mails queued and not yet sent',
      'gauge',
      (s) => [{ value: s.mailBacklog }],
      snapshot,
    ),
  ];
  for (const metric of metrics) registry.registerMetric(metric);
}
