import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { boardAlerts, type BoardAlert } from './board-alerts';

/** What an operator watches (the staff console's operations board and `ops board`), read in one statement. */
export type OperationsBoard = {
  /** Database time the board was read at (ISO). */
  at: string;
  /** graphile-worker's queue per task: jobs waiting or running, and how long the oldest due unlocked one waited. */
  queue: { task: string; queued: number; lagSeconds: number }[];
  /** Registered runners: beating within the frozen deadline, or silent past it (frozen or dying). */
  workers: { beating: number; silent: number };
  /**
   * Webhook targets whose latest attempt failed, with failures in the last hour: per organization and target.
   * A paused target is listed under pausedWebhooks instead (an operator already acted on it).
   */
  failingWebhooks: {
    organizationId: string;
    organizationName: string;
    target: string;
    failuresLastHour: number;
    lastError: string | null;
    lastAttemptAt: string;
  }[];
  /** Targets an operator paused (their events held, not attempted), per organization, with the events held. */
  pausedWebhooks: {
    organizationId: string;
    organizationName: string;
    target: string;
    pausedAt: string;
    held: number;
  }[];
  /**
   * Live keys that spent at least 80 % of their monthly budget this month (Asia/Jakarta), the fullest first (at
   * most 50): their next orders may get MONTHLY_BUDGET_EXCEEDED unless an owner raises the limit.
   */
  nearLimits: {
    organizationId: string;
    organizationName: string;
    keyPrefix: string;
    keyName: string;
    spentIdr: number;
    monthlyLimitIdr: number;
    usedPercent: number;
  }[];
  /** Services whose offers lapsed unanswered in the last 24 h, with how many active practitioners may take them. */
  lapsingOffers: { serviceCode: string; serviceName: string; lapsedLastDay: number; qualifiedPractitioners: number }[];
  /** Open orders past their SLA or due within the next two hours, the most late first (at most 50). */
  sla: {
    orderId: string;
    serviceCode: string;
    organizationName: string;
    status: string;
    slaDueAt: string;
    overdue: boolean;
  }[];
  /** Mail not delivered: queued (and the oldest's age) and failed in the last 24 h. */
  mail: { queued: number; oldestQueuedSeconds: number; failedLastDay: number };
  /** The board's thresholds (the same as docs/ops/prometheus-alerts.yml where a metric exists), firing or not. */
  alerts: BoardAlert[];
};

/** Runners silent this long are frozen (worker/heartbeat.ts: six missed beats). */
const SILENT_AFTER_SECONDS = 30;
const NEAR_SLA = '2 hours';
/** A key at this share of its monthly budget is near it. */
const NEAR_LIMIT_SHARE = 0.8;
/** States in which nobody is done with the order yet (finished, cancelled or refunded orders have no SLA left). */
const OPEN = ['dibayar', 'ditawarkan', 'diambil', 'dikerjakan', 'butuh_input_klien'];

type Row = Omit<OperationsBoard, 'alerts'> & { offersLapsedLastHour: number };

/** The operations board, live mode and test mode together (a stuck queue is stuck for both). */
export async function operationsBoard({ db }: { db: DbOrTx }): Promise<OperationsBoard> {
  const month = jakartaMonth(now());
  const [row] = await db.execute<Row>(sql`select
    to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at,
    (select coalesce(json_agg(j order by j."lagSeconds" desc, j.task), '[]') from (
       select task_identifier as task, count(*)::int as queued,
         coalesce(extract(epoch from max(now() - run_at) filter (where locked_at is null and run_at <= now())), 0)::float as "lagSeconds"
       from graphile_worker.jobs group by 1) j) as queue,
    (select json_build_object(
       'beating', count(*) filter (where heartbeat_at > now() - make_interval(secs => ${SILENT_AFTER_SECONDS})),
       'silent', count(*) filter (where heartbeat_at is null or heartbeat_at <= now() - make_interval(secs => ${SILENT_AFTER_SECONDS})))
     from worker_process) as workers,
    (select coalesce(json_agg(w order by w."failuresLastHour" desc, w."organizationName"), '[]') from (
       select o.id as "organizationId", o.name as "organizationName", e.target_url as target,
         count(*) filter (where not a.succeeded and a.started_at > now() - interval '1 hour')::int as "failuresLastHour",
         (array_agg(a.error order by a.started_at desc))[1] as "lastError",
         to_char(max(a.started_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "lastAttemptAt",
         (array_agg(a.succeeded order by a.started_at desc))[1] as "lastSucceeded"
       from webhook_attempt a join webhook_event e on e.id = a.event_id
         join "order" ord on ord.id = e.order_id join organization o on o.id = ord.organization_id
       where a.started_at > now() - interval '1 day' and e.target_url is not null
       group by o.id, o.name, e.target_url) w where not w."lastSucceeded" and w."failuresLastHour" > 0
         and not exists (select 1 from webhook_target_pause p
           where p.organization_id = w."organizationId" and p.target_url = w.target)) as "failingWebhooks",
    (select coalesce(json_agg(p order by p."pausedAt", p."organizationName"), '[]') from (
       select o.id as "organizationId", o.name as "organizationName", p.target_url as target,
         to_char(p.paused_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "pausedAt",
         (select count(*)::int from webhook_event e join "order" ord on ord.id = e.order_id
           where ord.organization_id = p.organization_id and e.target_url = p.target_url and e.status = 'pending') as held
       from webhook_target_pause p join organization o on o.id = p.organization_id) p) as "pausedWebhooks",
    (select coalesce(json_agg(k order by k."usedPercent" desc, k."organizationName"), '[]') from (
       select o.id as "organizationId", o.name as "organizationName", k.prefix as "keyPrefix", k.name as "keyName",
         s.spent::float as "spentIdr", k.monthly_limit_idr::float as "monthlyLimitIdr",
         round(100.0 * s.spent / k.monthly_limit_idr, 1)::float as "usedPercent"
       from api_key k join organization o on o.id = k.organization_id
         cross join lateral (select coalesce(sum(m.spent_idr), 0) as spent from api_key_month_spend m
           where m.api_key_id = k.id and m.month = ${month.label}) s
       where k.livemode and k.revoked_at is null and k.monthly_limit_idr > 0
         and s.spent >= ${NEAR_LIMIT_SHARE}::numeric * k.monthly_limit_idr
       order by s.spent / k.monthly_limit_idr desc limit 50) k) as "nearLimits",
    (select coalesce(json_agg(l order by l."lapsedLastDay" desc, l."serviceCode"), '[]') from (
       select s.code as "serviceCode", s.name as "serviceName", count(*)::int as "lapsedLastDay",
         (select count(*)::int from practitioner_service ps join practitioner p on p.id = ps.practitioner_id
           where ps.service_code = s.code and p.active) as "qualifiedPractitioners"
       from offer f join "order" ord on ord.id = f.order_id join service s on s.code = ord.service_code
       where f.status = 'kedaluwarsa' and f.expires_at > now() - interval '1 day'
       group by s.code, s.name) l) as "lapsingOffers",
    (select count(*)::int from offer where status = 'kedaluwarsa' and expires_at > now() - interval '1 hour')
       as "offersLapsedLastHour",
    (select coalesce(json_agg(d order by d."slaDueAt"), '[]') from (
       select ord.id as "orderId", ord.service_code as "serviceCode", o.name as "organizationName", ord.status,
         to_char(ord.sla_due_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "slaDueAt",
         ord.sla_due_at < now() as overdue
       from "order" ord join organization o on o.id = ord.organization_id
       where ord.status in (${sql.join(
         OPEN.map((s) => sql`${s}`),
         sql`, `,
       )}) and ord.sla_due_at < now() + interval '${sql.raw(NEAR_SLA)}'
       order by ord.sla_due_at limit 50) d) as sla,
    (select json_build_object(
       'queued', count(*) filter (where status = 'queued'),
       'oldestQueuedSeconds', coalesce(extract(epoch from now() - min(created_at) filter (where status = 'queued')), 0)::float,
       'failedLastDay', count(*) filter (where status = 'failed' and created_at > now() - interval '1 day'))
     from mail_outbox) as mail`);
  const { offersLapsedLastHour, ...board } = row!;
  const failingWebhooks = board.failingWebhooks.map(
    ({ lastSucceeded: _, ...w }: Row['failingWebhooks'][number] & { lastSucceeded?: boolean }) => w,
  );
  const result = { ...board, failingWebhooks };
  return { ...result, alerts: boardAlerts(result, { offersLapsedLastHour }) };
}
