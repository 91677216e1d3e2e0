import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import type { JobDefinition } from './define-job';

type ScheduleOptions = {
  runAt?: Date;
  /**
   * Added only where this condition holds, decided by the statement that adds the job: a job most orders do not
   * need (a receipt nobody opted into) costs no separate lookup.
   */
  onlyIf?: SQL;
  /**
   * The job's key names a row this transaction created (a new order's offering): no other job can hold it yet, so
   * the scheduler may add it without looking for one to replace.
   */
  keyIsNew?: boolean;
};

/**
 * How the domain queues work. Implementations add the job through `tx`, so it commits or rolls back with
 * the change that needs it (server/worker/graphile-scheduler.ts in the running service).
 */
export interface JobScheduler {
  schedule<P>(tx: DbOrTx, job: JobDefinition<P>, payload: P, options?: ScheduleOptions): Promise<void>;
  /**
   * The pending job with this job's key for `payload` runs now, if it is not running yet (a future-dated one is
   * brought forward); nothing otherwise.
   */
  runNow<P>(tx: DbOrTx, job: JobDefinition<P>, payload: P): Promise<void>;
  /** Drops the pending job with this job's key for `payload` (a running one is unaffected). */
  cancel<P>(tx: DbOrTx, job: JobDefinition<P>, payload: P): Promise<void>;
  /**
   * Runs `work`, during which jobs scheduled on `tx` may be held back and added together when it ends, in one
   * statement: a transaction that schedules several (the offering) pays for one. Still within `tx`: nothing is
   * added if `work` throws. `keysAreNew`: every key the work schedules names something created by this transaction
   * (a new order, its events), so no job can hold it yet and nothing needs replacing.
   */
  batch<T>(tx: DbOrTx, work: () => Promise<T>, options?: { keysAreNew: boolean }): Promise<T>;
  /**
   * A write of `tx` whose result nobody waits for, already sent (a prepared statement, started by the call that
   * made `sent`). Inside a batch it is awaited with the batch's jobs, so both cost one round trip (an offer's e-mail
   * in the order's creating transaction); a failure of it fails the batch, as if it had been awaited in place.
   * Outside a batch it is awaited here.
   */
  sendWithJobs(tx: DbOrTx, sent: Promise<unknown>): Promise<void>;
}
