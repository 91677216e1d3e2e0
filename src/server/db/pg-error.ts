/** The fields of postgres.js' PostgresError that callers read. */
export type PgServerError = { code: string; severity: string; constraint_name?: string; message: string };

/**
 * The Postgres error behind a failed query (drizzle wraps driver errors in DrizzleQueryError). Told by its
 * fields, not `instanceof`: Next bundles postgres.js into more than one chunk, so the class a route's error was
 * made by need not be the class this module imports (a unique violation on a paper then answered 500).
 */
export function pgError(e: unknown): PgServerError | null {
  for (let current = e; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current !== 'object') break;
    const candidate = current as Partial<PgServerError>;
    if (
      typeof candidate.severity === 'string' &&
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code)
    )
      return candidate as PgServerError;
  }
  return null;
}

export const isUniqueViolation = (e: unknown, constraint: string) => {
  const err = pgError(e);
  return err?.code === '23505' && err.constraint_name === constraint;
};
