// `npm run bench -- --statements`: where Postgres spends its time during one run, from pg_stat_statements
// (the cluster is restarted with it preloaded). Planning and execution time of every backend: the web
// server's, the worker's and graphile-worker's statements alike.
import { connect } from '~/server/db/client';

export type StatementStat = {
  query: string;
  callsPerRequest: number;
  msPerRequest: number;
  meanMs: number;
  /** Plans made per call: 1 where Postgres plans the prepared statement afresh at every call (a custom plan). */
  plansPerCall: number;
  planMsPerRequest: number;
};

const TOP = 12;

/**
 * A statement as the tables print it. Postgres 18's pg_stat_statements identifies a relation by its alias, and every
 * foreign key check reads its table as `x`: the checks of all tables count as one statement, shown with the first
 * table seen (in the POST, `organization`). Named for what it is, so nobody reads 22 checks of one table into it.
 */
export function statementLabel(query: string): string {
  const text = query.replace(/\s+/g, ' ');
  return /^SELECT \$?\d+ FROM ONLY "[^"]+"\."[^"]+" x WHERE .* FOR KEY SHARE OF x$/.test(text)
    ? 'every foreign key check, of all tables (one entry in pg_stat_statements: they share the alias x)'
    : text;
}

export async function statementStats(url: string) {
  const { sql } = connect(url, { max: 1 });
  await sql`create extension if not exists pg_stat_statements`;
  return {
    end: () => sql.end({ timeout: 1 }),
    reset: async () => {
      await sql`select pg_stat_statements_reset()`;
    },
    /** The statements that took most time since the last reset, per request of the run. */
    top: async (requests: number): Promise<StatementStat[]> => {
      const rows = await sql<{ query: string; calls: string; plans: string; ms: number; plan_ms: number }[]>`
        select query, calls::text, plans::text, total_exec_time + total_plan_time as ms, total_plan_time as plan_ms
        from pg_stat_statements
        where query not like '%pg_stat_statements%'
        order by ms desc limit ${TOP}`;
      const n = Math.max(1, requests);
      return rows.map((r) => ({
        query: statementLabel(r.query).slice(0, 160),
        callsPerRequest: Number(r.calls) / n,
        msPerRequest: r.ms / n,
        meanMs: r.ms / Math.max(1, Number(r.calls)),
        plansPerCall: Number(r.plans) / Math.max(1, Number(r.calls)),
        planMsPerRequest: r.plan_ms / n,
      }));
    },
  };
}
