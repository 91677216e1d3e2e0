import { drizzle } from 'drizzle-orm/postgres-js';
import { is, Param, Placeholder, type SQL } from 'drizzle-orm';
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

const builder = drizzle.mock({ schema, casing: 'snake_case' });
export type QueryBuilder = typeof builder;

/** The postgres.js client a Db (the pool) or a Tx (one transaction's connection) sends its statements through. */
function clientOf(db: DbOrTx): postgres.Sql {
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
  let query: (Built<Result> & { client: postgres.Sql }) | undefined;
  return (db, values) => {
    query ??= nullAsNull(build(builder) as Built<Result> & { client: postgres.Sql; params: unknown[] });
    // The same built query, sending through this caller's connection.
    const bound = Object.create(query, { client: { value: clientOf(db) } }) as Built<Result>;
    return bound.execute(values);
  };
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
