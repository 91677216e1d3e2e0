// `BENCH_PG_PORT=... NODE_ENV=production node --conditions=react-server --import tsx bench/postgres-cost.ts
// [--duration 6] [--preload 6] [--script bench/pgbench/create-order.sql] [--clients 16] [--practitioners 8]
// [--track all|top] [--setup <sql>]`:
// what the creating transaction costs Postgres, statement by statement, without any Node in the way. A scratch
// cluster with pg_stat_statements (planning tracked, nested statements with `--track all`), the bench's agents,
// then pgbench runs the script (by default the server's own POST, bench/pgbench/create-order.sql) at `clients`
// clients, one organization and key each, and `practitioners` to offer the orders to, as `npm run bench` does:
// first `--preload` seconds unmeasured (the tables a bench run has grown, then `analyze`), then `--duration` seconds
// measured. Printed: transactions/s,
// Postgres CPU per transaction (/proc), WAL bytes and commits per transaction, and every statement's calls,
// execution and planning time per transaction.
import { spawnSync } from 'node:child_process';
import { connect } from '~/server/db/client';
import { restartEmbeddedPostgres } from '~/server/embedded-postgres/embedded-postgres';
import { runPgbenchScript } from './pgbench';
import { cpuMs, postmasterPid, processTree } from './process-tree';
import { statementLabel } from './statement-stats';
import { withScratchCluster } from './scratch-cluster';
import { arrangeAgents, arrangePractitioners, fixtureValues } from './statements';

const argv = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : fallback;
};
const DURATION = Number(arg('duration', '6'));
const PRELOAD = Number(arg('preload', '6'));
const CLIENTS = Number(arg('clients', '16'));
const PRACTITIONERS = Number(arg('practitioners', '8'));
const SCRIPT = arg('script', 'bench/pgbench/create-order.sql');
const TRACK = arg('track', 'all');
/** SQL run once after the agents are arranged (an experiment: a setting or an index to compare). */
const SETUP = arg('setup', '');

if (spawnSync('pgbench', ['--version']).status !== 0)
  throw new Error('pgbench missing (apt-get install postgresql-client)');

await withScratchCluster(
  { prefix: 'aos-postgres-cost-', port: Number(process.env.BENCH_PG_PORT ?? 55877) },
  async ({ url, dataDir }) => {
    const admin = connect(url, { max: 1 });
    await admin.sql`alter system set shared_preload_libraries = 'pg_stat_statements'`;
    await admin.sql.unsafe(`alter system set pg_stat_statements.track = '${TRACK === 'top' ? 'top' : 'all'}'`);
    await admin.sql`alter system set pg_stat_statements.track_planning = on`;
    await admin.sql.end();
    await restartEmbeddedPostgres({ env: process.env, dataDir, mode: 'fast' });
    const agents = await arrangeAgents(url, CLIENTS, 1);
    await arrangePractitioners(url, PRACTITIONERS);
    const fixtures = [];
    for (const agent of agents) fixtures.push(await fixtureValues(url, agent));
    const { sql } = connect(url, { max: 1 });
    await sql`create extension if not exists pg_stat_statements`;
    if (SETUP) await sql.unsafe(SETUP);
    const postgresCpu = () => cpuMs(processTree(postmasterPid(dataDir)));
    try {
      if (PRELOAD > 0) await runPgbenchScript(url, fixtures, SCRIPT, PRELOAD);
      await sql`analyze`;
      await sql`select pg_stat_statements_reset()`;
      const [wal0] = await sql<{ lsn: string }[]>`select pg_current_wal_lsn()::text as lsn`;
      const [xact0] = await sql<
        { n: string }[]
      >`select xact_commit::text as n from pg_stat_database where datname = current_database()`;
      const cpu0 = postgresCpu();
      const tps = await runPgbenchScript(url, fixtures, SCRIPT, DURATION);
      const cpu = postgresCpu() - cpu0;
      const n = Math.max(1, tps * DURATION);
      const [wal] = await sql<
        { bytes: string }[]
      >`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${wal0!.lsn}::pg_lsn)::text as bytes`;
      const [xact] = await sql<
        { n: string }[]
      >`select xact_commit::text as n from pg_stat_database where datname = current_database()`;
      console.log(
        `${SCRIPT}: ${tps.toFixed(0)} tps at ${CLIENTS} clients, Postgres CPU ${(cpu / n).toFixed(3)} ms per transaction`,
      );
      console.log(
        `WAL ${(Number(wal!.bytes) / n).toFixed(0)} bytes and ${((Number(xact!.n) - Number(xact0!.n)) / n).toFixed(2)} commits per transaction`,
      );
      const rows = await sql<{ query: string; calls: string; exec: number; plan: number; plans: string }[]>`
        select query, calls::text, total_exec_time as exec, total_plan_time as plan, plans::text
        from pg_stat_statements
        where query not like '%pg_stat_statements%' and query not like '%pg_current_wal_lsn%'
          and query not like '%pg_stat_database%'
        order by total_exec_time + total_plan_time desc`;
      console.log('| calls/tx | exec ms/tx | plan ms/tx | plans/tx | statement |');
      console.log('|---|---|---|---|---|');
      for (const r of rows)
        console.log(
          `| ${(Number(r.calls) / n).toFixed(2)} | ${(r.exec / n).toFixed(3)} | ${(r.plan / n).toFixed(3)} | ${(Number(r.plans) / n).toFixed(2)} | ${statementLabel(r.query).slice(0, 150)} |`,
        );
    } finally {
      await sql.end();
    }
  },
);
