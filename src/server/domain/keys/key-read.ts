import { sql, type SQL } from 'drizzle-orm';

/**
 * A read that rides on the key check (authenticate-api-key.ts): one value computed by the statement that
 * authenticates the key and counts the request, for the key it matched. A request that reads one record then sends
 * one statement instead of two (docs/performance.md, finding 49). The read's result is only used once every check
 * after authentication has passed (rate limit, organization status, scope); otherwise it is dropped.
 */
export type KeyRead<Row> = {
  /** Names the statement variant it makes (one per key kind and counting, built once). */
  name: string;
  /**
   * One value per matched key, usually JSON or null: a scalar subquery that may name the key's columns as
   * `matched.<column>` (`matched.organization_id`, `matched.livemode`, `matched.id`) and its own values through
   * `param(name)`, given with the request. A value may reach the statement as text (the key checks of several
   * requests go as one statement, each value an element of a text array): cast it where the column is not text.
   */
  column: (param: (name: string) => SQL) => SQL;
  /** The value as postgres.js gives it (JSON parsed, null for no row) as the caller's row; null stays null. */
  parse: (value: unknown) => Row;
};

/** A read and its values for one request. */
export type KeyReadRequest<Row> = { of: KeyRead<Row>; values: Record<string, unknown> };

/** The read's result: `row` is null when its subquery found nothing (an unknown id, another organization's). */
export type KeyReadResult<Row> = { row: Row | null };

/** The read's own values are named apart from the key check's (`prefix`, `hash`, `at`, ...). */
export const readParam = (name: string) => `read_${name}`;

/** The names of the values a read takes, in the order its column first names them. */
export function keyReadParams(read: KeyRead<unknown>): string[] {
  const names: string[] = [];
  read.column((name) => {
    if (!names.includes(name)) names.push(name);
    return sql`null`;
  });
  return names;
}

/**
 * The read's column in the key check's statement: its values are the request's placeholders when the statement
 * checks one request, and the request's columns of `matched` when it checks a list (key-check-statement.ts).
 */
export function keyReadColumn(read: KeyRead<unknown>, form: 'one' | 'list'): SQL {
  return read.column((name) =>
    form === 'one' ? sql`${sql.placeholder(readParam(name))}` : sql.raw(`matched.${readParam(name)}`),
  );
}
