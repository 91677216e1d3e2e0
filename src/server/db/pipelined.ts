import { pgError } from './pg-error';

/**
 * Statements of one transaction that do not need each other's results, sent without waiting between them:
 * postgres.js joins the statements started in one turn of the event loop into one socket write, and Postgres still
 * runs them one after the other in the order they were started, each with its own snapshot. A round trip costs the
 * web server a write, a read and a resumption; they were its largest share on a POST (docs/performance.md, finding 64).
 *
 * Every piece of work is awaited before this answers, failed or not: a caller that rolls back on the failure must
 * not leave a statement of its own still to be sent on that connection afterwards. The failure rethrown is the one
 * a sequential run would have stopped at: the first in the given order that is not Postgres's "current
 * transaction is aborted" (25P02), which every statement after a failed one gets.
 */
export async function pipelined<const Work extends readonly unknown[]>(
  work: Work,
): Promise<{ -readonly [K in keyof Work]: Awaited<Work[K]> }> {
  const settled = await Promise.allSettled(work);
  const failures = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
  if (failures.length > 0) throw failures.find((failure) => pgError(failure)?.code !== '25P02') ?? failures[0];
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof Work]: Awaited<Work[K]>;
  };
}
