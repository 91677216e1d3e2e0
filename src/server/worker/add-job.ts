import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { currentTraceCarrier } from '~/server/observability/tracing';
import { TRACE_PAYLOAD_KEY } from './job-trace';
import { laneChannel, laneOf } from './lanes';

export type AddJobOptions = {
  runAt?: Date;
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
  maxAttempts?: number;
  queueName?: string;
  /** The job is added only where this holds (one statement: no lookup before it). */
  onlyIf?: SQL;
};

/**
 * Adds a graphile-worker job inside the caller's transaction: it runs after commit and never after a
 * rollback (graphile-worker's JS addJob would use its own connection, outside the transaction).
 * A job due now also wakes a worker of the runner that serves it, on that runner's channel, at commit
 * (lanes.ts); a future-dated one wakes nobody, and the runners' poll finds it when it is due.
 */
export async function addJob(
  db: DbOrTx,
  identifier: string,
  payload: Record<string, unknown>,
  options: AddJobOptions = {},
): Promise<void> {
  // The scheduling span's context rides in the payload, so the job's span continues the same trace.
  const trace = currentTraceCarrier();
  const carried = trace ? { ...payload, [TRACE_PAYLOAD_KEY]: trace } : payload;
  const runAt = options.runAt?.toISOString() ?? null;
  // `r`: Postgres folds identical notifications of one transaction into one; each due job wakes its own worker.
  await db.execute(sql`select graphile_worker.add_job(
    ${identifier}::text,
    payload := ${JSON.stringify(carried)}::json,
    queue_name := ${options.queueName ?? null}::text,
    run_at := ${runAt}::timestamptz,
    max_attempts := ${options.maxAttempts ?? null}::int,
    job_key := ${options.jobKey ?? null}::text,
    job_key_mode := ${options.jobKeyMode ?? null}::text
  ), case when coalesce(${runAt}::timestamptz, now()) <= now()
    then pg_notify(${laneChannel(laneOf(identifier))}, '{"count":1,"r":' || random() || '}') end${
      options.onlyIf ? sql` where ${options.onlyIf}` : sql``
    }`);
}
