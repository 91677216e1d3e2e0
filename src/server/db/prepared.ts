import { drizzle } from 'drizzle-orm/postgres-js';
import * as drizzleOrm from 'drizzle-orm';
import { DrizzleQueryError, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { DbOrTx } from './client';
import * as schema from './schema';

/**
 * A drizzle query that holds no connection: its text, where each `sql.placeholder` goes and how its rows map.
 * Built on a database that only builds (`drizzle.mock`), with the pool's casing, so the text is the one the pool
 * would have sent.
 */
type Built<Result> = { execute: (values?: Record<string, unknown>) => Promise<Result> };

/** What a built postgres-js query holds (drizzle-orm/postgres-js/session.js, PostgresJsPreparedQuery). */
type BuiltQuery = {
  queryString: string;
  params: unknown[];
  prepare: boolean;
  fields?: unknown;
  joinsNotNullableMap?: unknown;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** drizzle's own row mapping, which its package exports but does not type. */
const { mapResultRow } = drizzleOrm as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joinsNotNullableMap: unknown) => unknown;
};

const builder = drizzle.mock({ schema, casing: 'snake_case' });
type QueryBuilder = typeof builder;

/** The postgres.js client a Db (the pool) or a Tx (one transaction's connection) sends its statements through. */
export function clientOf(db: DbOrTx): postgres.Sql {
  const handle = db as unknown as { $client?: postgres.Sql; session?: { client: postgres.Sql } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error('Not a postgres.js drizzle database or transaction');
  return client;
}

/**
 * A statement of a hot path built once, at first use, instead of on every call: drizzle spent about a quarter of
 * the web server's time on a POST building its queries (docs/performance.md, finding 31). The built query runs on
 * whichever connection it is given, the pool or a transaction's (drizzle's own prepared queries belong to the
 * pool they were prepared on, so they could not run inside a transaction). Postgres sees the same statement as
 * before, prepared by postgres.js per connection as every statement is (patches/drizzle-orm+*.patch).
 *
 * `build` gets a database that only builds and returns a drizzle query with `sql.placeholder`s, ended by
 * `.prepare(name)`; the values are given per call.
 */
export function prepared<Result>(
  build: (db: QueryBuilder) => Built<Result>,
): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Result> {
  let query: (BuiltQuery & { fill: Fill }) | undefined;
  return (db, values) => {
    query ??= withFill(nullAsNull(build(builder) as unknown as BuiltQuery));
    return run(query, clientOf(db), values) as Promise<Result>;
  };
}

type Fill = (values: Record<string, unknown>) => unknown[];

/**
 * drizzle's `fillPlaceholders`, decided once per parameter instead of per call: it asks `is()` of every parameter
 * on every call, which walks the prototype chain of each (~2 % of the web server's time on a POST, round 5).
 * Same values, same error for a missing one.
 */
function withFill<Query extends BuiltQuery>(query: Query): Query & { fill: Fill } {
  const valueOf = (name: string, values: Record<string, unknown>) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  const fills = query.params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (values) => valueOf(param.name, values);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder, value } = param;
      return (values) => encoder.mapToDriverValue(valueOf(value.name, values));
    }
    return () => param;
  });
  return Object.assign(query, { fill: (values: Record<string, unknown>) => fills.map((fill) => fill(values)) });
}

/**
 * What the built query's `execute` does, sent through `client`: fill in the values, send, map the rows. drizzle's
 * `execute` wraps the same in three async layers and a cache check per statement, ~3 % of the web server's time on
 * a GET and more on a POST's 17 statements (finding 41). Failures are wrapped as drizzle wraps them
 * (`DrizzleQueryError` with the statement, its parameters and the driver's error as `cause`).
 */
async function run(
  query: BuiltQuery & { fill: Fill },
  client: postgres.Sql,
  values: Record<string, unknown> = {},
): Promise<unknown> {
  const { queryString, fields, customResultMapper, joinsNotNullableMap } = query;
  const params = query.fill(values) as postgres.ParameterOrJSON<never>[];
  const pending = client.unsafe(queryString, params, { prepare: query.prepare });
  let rows: unknown[][];
  try {
    if (!fields && !customResultMapper) return await pending;
    rows = (await pending.values()) as unknown[][];
  } catch (error) {
    throw new DrizzleQueryError(queryString, params, error as Error);
  }
  return customResultMapper
    ? customResultMapper(rows)
    : rows.map((row) => mapResultRow(fields, row, joinsNotNullableMap));
}

/**
 * A null given for an insert's placeholder is SQL NULL, as a built query writes a null value. drizzle hands every
 * placeholder value of an insert to its column's encoder, null included: a JSON column would store the JSON `null`
 * and a timestamp column throws. The built query's own parameters are left as they are; it gets wrapped copies.
 */
function nullAsNull<Query extends { params: unknown[] }>(query: Query): Query {
  query.params = query.params.map((param) => {
    if (!is(param, Param) || !is(param.value, Placeholder)) return param;
    const { encoder } = param;
    return new Param(param.value, {
      mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
    });
  });
  return query;
}

/** `prepared` for a statement written in SQL: its rows as postgres.js returns them (`db.execute`). */
export function preparedSql<Row>(
  name: string,
  statement: () => SQL,
): (db: DbOrTx, values?: Record<string, unknown>) => Promise<Row[]> {
  return prepared((db) => {
    // What db.execute() does on every call, done once: drizzle keeps both members off its public type.
    const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
    return session.prepareQuery(dialect.sqlToQuery(statement()), undefined, name, false) as unknown as Built<Row[]>;
  });
}
