import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import { sendLast } from '~/server/db/pipelined-begin';
import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';
import { addJob, addJobs, addNewJobs, type JobSpec } from './add-job';
import { laneChannel, laneOf } from './lanes';

/**
 * The jobs held back by a batch, per transaction, by key (the last of a key wins, as `replace` does in turn),
 * whether the batch's keys are new (`JobScheduler.batch`), and the writes to await with them (`sendWithJobs`).
 */
const batches = new WeakMap<
  DbOrTx,
  { held: Map<string | symbol, JobSpec>; keysAreNew: boolean; sent: Promise<unknown>[] }
>();

async function flush(tx: DbOrTx): Promise<void> {
  const batch = batches.get(tx);
  if (!batch?.held.size) return;
  const specs = [...batch.held.values()];
  batch.held.clear();
  await (batch.keysAreNew ? addNewJobs(tx, specs) : addJobs(tx, specs));
}

/** The domain's JobScheduler on graphile-worker: `add_job` / `add_jobs` / `remove_job` in the caller's transaction. */
export const graphileScheduler: JobScheduler = {
  async schedule(tx, job, payload, options = {}) {
    const parsed = job.payload.parse(payload);
    const jobKey = job.key?.(parsed);
    const held = batches.get(tx)?.held;
    // A batch adds jobs as `replace` does; a conditional job is decided by its own statement.
    if (held && !options.onlyIf && (!jobKey || (job.keyMode ?? 'replace') === 'replace')) {
      held.set(jobKey ?? Symbol(job.name), {
        identifier: job.name,
        payload: parsed as Record<string, unknown>,
        runAt: options.runAt,
        jobKey,
        maxAttempts: job.maxAttempts,
      });
      return;
    }
    await addJob(tx, job.name, parsed as Record<string, unknown>, {
      runAt: options.runAt,
      jobKey,
      // For a key nobody can hold yet, `unsafe_dedupe` inserts what `replace` would, without `replace`'s call of
      // `add_jobs` and its update clearing the key from a running job: ~60 % of the statement's time
      // (docs/performance.md, finding 52). Its "dedupe" never applies, as there is nothing to dedupe against.
      jobKeyMode: job.key ? (options.keyIsNew ? 'unsafe_dedupe' : job.keyMode) : undefined,
      maxAttempts: job.maxAttempts,
      onlyIf: options.onlyIf,
    });
  },
  async runNow(tx, job, payload) {
    if (!job.key) throw new Error(`Job ${job.name} has no key; it cannot be brought forward.`);
    // `reschedule_jobs` leaves a running job alone (`replace` would add a second job beside it); a job brought
    // forward wakes an idle worker of its lane (lanes.ts), as add-job.ts does for a due job.
    await tx.execute(sql`select pg_notify(${laneChannel(laneOf(job.name))}, '{"count":1}')
    from graphile_worker.reschedule_jobs(
      array(select id from graphile_worker.jobs where key = ${job.key(payload)} and run_at > now()),
      run_at := now())`);
  },
  async cancel(tx, job, payload) {
    if (!job.key) throw new Error(`Job ${job.name} has no key; it cannot be cancelled.`);
    // What the batch holds was scheduled before this: added first, so that the removal acts on it as it would have.
    await flush(tx);
    await tx.execute(sql`select graphile_worker.remove_job(${job.key(payload)})`);
  },
  async batch(tx, work, options) {
    if (batches.has(tx)) return work(); // inside another batch of the same transaction: that one adds them
    const batch = { held: new Map(), keysAreNew: options?.keysAreNew ?? false, sent: [] as Promise<unknown>[] };
    batches.set(tx, batch);
    try {
      const result = await work().catch(async (error: unknown) => {
        // A write sent before the failure failed first if it failed: Postgres refused what followed it (25P02).
        await pipelined([...batch.sent, Promise.reject(error as Error)]);
        throw error;
      });
      // The writes were sent before the jobs' statement: they and it come back in one round trip, with the
      // transaction's `commit` when they are its last statements (db/pipelined-begin.ts).
      await sendLast(tx, pipelined([...batch.sent, flush(tx)]));
      return result;
    } finally {
      batches.delete(tx);
    }
  },
  async sendWithJobs(tx, sent) {
    const batch = batches.get(tx);
    if (!batch) return void (await sent);
    // Once: a drizzle query is a thenable that runs again at every `then`.
    const write = Promise.resolve(sent);
    // Its failure is read by the batch's end, not reported as unhandled before it.
    write.catch(() => undefined);
    batch.sent.push(write);
  },
};
