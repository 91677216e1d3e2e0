// The statements the server sends for one request, in order, with their parameters: what bench/pgbench/*.sql
// must hold. Used by the drift test and by `tsx bench/capture.ts` (prints them) against DATABASE_URL.
import { configureDatabase, WEB_POOL } from '~/server/db/client';

export type Captured = { statement: string; parameters: unknown[] };

let sink: Captured[] | null = null;

/** Must run before the first getDb() of the process. */
export function installCapture(): void {
  configureDatabase({
    ...WEB_POOL,
    onStatement: (statement, parameters) => sink?.push({ statement, parameters }),
  });
}

/** Runs `work` and returns the statements it sent (only those of this call: run requests one at a time). */
export async function capture(work: () => Promise<unknown>): Promise<Captured[]> {
  const seen: Captured[] = [];
  sink = seen;
  try {
    await work();
  } finally {
    sink = null;
  }
  return seen;
}

/** A statement as pgbench runs it: whitespace collapsed, `$n` parameters kept. */
export const normalize = (statement: string) => statement.replace(/\s+/g, ' ').trim();
