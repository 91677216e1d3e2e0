import postgres from 'postgres';

/** The Postgres error behind a failed query (drizzle wraps driver errors in DrizzleQueryError). */
export function pgError(e: unknown): postgres.PostgresError | null {
  for (let current = e; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof postgres.PostgresError) return current;
    if (typeof current !== 'object') break;
  }
  return null;
}

export const isUniqueViolation = (e: unknown, constraint: string) => {
  const err = pgError(e);
  return err?.code === '23505' && err.constraint_name === constraint;
};
