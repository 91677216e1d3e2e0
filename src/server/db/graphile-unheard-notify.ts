import type postgres from 'postgres';

/**
 * graphile-worker's `add_job` and `add_jobs` end with `pg_notify('jobs:insert', ...)`, for every job, the
 * future-dated ones too. Nobody listens there: our runners hear a channel per lane, notified by add-job.ts only for
 * a job due at commit (lanes.ts). The notification still costs every transaction that adds a job: at commit
 * Postgres takes one lock for the whole cluster's notification queue and holds it through the commit's WAL flush,
 * so every order's commit waited for the previous one's flush (`Lock:object` at `commit` in pg_stat_activity).
 * Without it, pgbench on the POST's statements ran 577 -> 632 transactions/s and 3.31 -> 3.03 ms of Postgres CPU
 * each (docs/performance.md, finding 95). graphile-worker needs the notification only for reactivity, which our
 * lanes provide. This replaces those two statements with `null;` in the installed functions, leaving the rest as
 * graphile-worker wrote it; it runs after graphile-worker's migrations (migrate.ts), so a later version's functions
 * lose theirs too, and it does nothing once done.
 */
const SILENCE = `
do $$
declare f record;
begin
  for f in
    select pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'graphile_worker' and p.proname in ('add_job', 'add_jobs') and p.prosrc like '%''jobs:insert''%'
  loop
    execute regexp_replace(f.def, 'perform pg_notify\\(''jobs:insert''[^;]*;', 'null;', 'g');
  end loop;
end $$`;

export async function silenceUnheardJobNotify(sql: postgres.Sql): Promise<void> {
  await sql.unsafe(SILENCE);
}
