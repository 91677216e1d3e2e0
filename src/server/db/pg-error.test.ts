import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgError } from './pg-error';

/** What a PostgresError looks like when made by another bundled copy of postgres.js (minified class name). */
function foreignServerError(fields: Record<string, string>) {
  class u extends Error {}
  return Object.assign(new u(fields.message ?? 'x'), fields);
}

describe('pgError', () => {
  it("finds the server error under drizzle's wrapper whichever copy of the driver made it", () => {
    const cause = foreignServerError({
      message: 'duplicate key value violates unique constraint "paper_subject_idx"',
      code: '23505',
      severity: 'ERROR',
      constraint_name: 'paper_subject_idx',
    });
    const wrapped = new Error('Failed query', { cause });
    expect(pgError(wrapped)).toBe(cause);
    expect(isUniqueViolation(wrapped, 'paper_subject_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'paper_number_idx')).toBe(false);
  });

  it("is null for errors that are not the server's: a socket error, a plain error", () => {
    expect(pgError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(pgError(new Error('Failed query', { cause: new Error('boom') }))).toBeNull();
    expect(isUniqueViolation('text', 'x')).toBe(false);
  });
});
