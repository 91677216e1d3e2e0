import { sql, type SQL } from 'drizzle-orm';

/**
 * A column of a statement that adds the jobs `specs` selects (one json column `spec`, each a `forStatement`
 * value), in its order, with graphile-worker's `add_job` in the job's key mode. A job due when added wakes its lane's runner unless its task is
 * polled, as the worker's batches do (worker/add-job.ts). Counts the jobs added.
 */
export const jobsAddedBy = (specs: SQL) => sql`(select count(*) from (
    select graphile_worker.add_job(s.spec->>'identifier', payload := s.spec->'payload',
        run_at := (s.spec->>'run_at')::timestamptz, max_attempts := (s.spec->>'max_attempts')::int,
        job_key := s.spec->>'job_key', job_key_mode := s.spec->>'job_key_mode'),
      case when s.spec->>'channel' is not null
        and (s.spec->>'run_at' is null or (s.spec->>'run_at')::timestamptz <= now())
        then pg_notify(s.spec->>'channel', '{"count":1,"r":' || random() || '}') end
    from (${specs}) s) added)`;
