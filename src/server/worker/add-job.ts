import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { preparedSql } from '~/server/db/prepared';
import { currentTraceCarrier } from '~/server/observability/tracing';
import { TRACE_PAYLOAD_KEY } from './job-trace';
import { wakeChannel } from './lanes';

export type AddJobOptions = {
  runAt?: Date;
  jobKey?: string;
  jobKeyMode?: 'replace' | 'preserve_run_at' | 'unsafe_dedupe';
  maxAttempts?: number;
  /** The job is added only where this holds (one statement: no lookup before it). */
  onlyIf?: SQL;
};

/** The payload as stored: the scheduling span's context rides in it, so the job's span continues the same trace. */
function withTrace(payload: Record<string, unknown>): Record<string, unknown> {
  const trace = currentTraceCarrier();
  return trace ? { ...payload, [TRACE_PAYLOAD_KEY]: trace } : payload;
}

/**
 * Wakes a worker of the runner that serves `identifier`, at commit, if the job is due (lanes.ts): a future-dated
 * one wakes nobody, nor does a task its lane's poll serves (`wakeChannel`), and the poll finds them when due. The
 * database's clock decides, as graphile-worker's fetch does. `r`: Postgres folds identical notifications of one
 * transaction into one, and each due job is to wake a worker of its own.
 */
function wakeIfDue(identifier: string, runAt: string | null): SQL {
  const channel = wakeChannel(identifier);
  if (!channel) return sql`null`;
  const notify = sql`pg_notify(${channel}, '{"count":1,"r":' || random() || '}')`;
  return runAt ? sql`case when ${runAt}::timestamptz <= now() then ${notify} end` : notify;
}

/**
 * Adds a graphile-worker job inside the caller's transaction: it runs after commit and never after a
 * rollback (graphile-worker's JS addJob would use its own connection, outside the transaction).
 */
export async function addJob(
  db: DbOrTx,
  identifier: string,
  payload: Record<string, unknown>,
  options: AddJobOptions = {},
): Promise<void> {
  const runAt = options.runAt?.toISOString() ?? null;
  await db.execute(sql`select graphile_worker.add_job(
    ${identifier}::text,
    payload := ${JSON.stringify(withTrace(payload))}::json,
    run_at := ${runAt}::timestamptz,
    max_attempts := ${options.maxAttempts ?? null}::int,
    job_key := ${options.jobKey ?? null}::text,
    job_key_mode := ${options.jobKeyMode ?? null}::text
  ), ${wakeIfDue(identifier, runAt)}${options.onlyIf ? sql` where ${options.onlyIf}` : sql``}`);
}

/** A job of a batch: keyed jobs replace a pending job of their key (graphile-worker's `replace` mode). */
export type JobSpec = {
  identifier: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  jobKey?: string;
  maxAttempts?: number;
};

/**
 * A statement over a JSON array of jobs, one element per job (the same text for any number of jobs, built once,
 * db/prepared.ts): `add` adds them from `spec`, in the array's order, and each job due when added wakes its runner
 * unless its task is polled (no channel), as `wakeIfDue` does for `addJob`.
 */
const overSpecs = (add: SQL) => sql`
  with spec as (
    select j->>'identifier' as identifier, j->'payload' as payload,
      (j->>'run_at')::timestamptz as run_at, (j->>'max_attempts')::int as max_attempts, j->>'job_key' as job_key,
      j->>'channel' as channel, n
    from json_array_elements(${sql.placeholder('specs')}::json) with ordinality as e(j, n)
  )
  select ${add},
    (select count(pg_notify(channel, '{"count":1,"r":' || random() || '}')) from spec
      where channel is not null and (run_at is null or run_at <= now()))`;

/** graphile-worker's `add_jobs`: keyed jobs replace a pending job of their key. */
const addJobsStatement = preparedSql('graphile_add_jobs', () =>
  overSpecs(sql`(select count(*) from graphile_worker.add_jobs(array(
      select (identifier, payload, null, run_at, max_attempts, job_key, null, null)::graphile_worker.job_spec
      from spec order by n)))`),
);

/**
 * Each job through graphile-worker's `add_job` with `job_key_mode := 'unsafe_dedupe'`: for keys no job can hold yet
 * it inserts what `replace` would, without `add_jobs`' update clearing the key of a running job (planned afresh at
 * every call, finding 52). A keyless job goes through `add_jobs` inside `add_job`, as before. The jobs are added in
 * the array's order (a volatile function of the select list is evaluated after its sort).
 */
const addNewJobsStatement = preparedSql('graphile_add_new_jobs', () =>
  overSpecs(sql`(select count(*) from (
      select graphile_worker.add_job(identifier, payload := payload, run_at := run_at, max_attempts := max_attempts,
        job_key := job_key, job_key_mode := 'unsafe_dedupe')
      from spec order by n) added)`),
);

function specRows(specs: readonly JobSpec[]): string {
  return JSON.stringify(
    specs.map((j) => ({
      identifier: j.identifier,
      payload: withTrace(j.payload),
      run_at: j.runAt?.toISOString() ?? null,
      max_attempts: j.maxAttempts ?? null,
      job_key: j.jobKey ?? null,
      channel: wakeChannel(j.identifier),
    })),
  );
}

/**
 * Adds several jobs in one statement (graphile-worker's `add_jobs`), as `addJob` in `replace` mode would one by
 * one. Two jobs of one key must not be in one call (one statement cannot update a row twice): the caller keeps the
 * last of them.
 */
export async function addJobs(db: DbOrTx, specs: readonly JobSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await addJobsStatement(db, { specs: specRows(specs) });
}

/**
 * As `addJobs`, for jobs whose keys name rows created by the calling transaction: no job can hold them, so nothing
 * is replaced and the cheaper insert serves (one key per job, as for `addJobs`).
 */
export async function addNewJobs(db: DbOrTx, specs: readonly JobSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await addNewJobsStatement(db, { specs: specRows(specs) });
}
