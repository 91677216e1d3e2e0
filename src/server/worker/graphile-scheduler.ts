import { sql } from 'drizzle-orm';
import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';
import { addJob } from './add-job';

/** The domain's JobScheduler on graphile-worker: `add_job` / `remove_job` in the caller's transaction. */
export const graphileScheduler: JobScheduler = {
  async schedule(tx, job, payload, options = {}) {
    const parsed = job.payload.parse(payload);
    await addJob(tx, job.name, parsed as Record<string, unknown>, {
      runAt: options.runAt,
      queueName: options.queueName,
      jobKey: job.key?.(parsed),
      jobKeyMode: job.key ? job.keyMode : undefined,
      maxAttempts: job.maxAttempts,
      onlyIf: options.onlyIf,
    });
  },
  async cancel(tx, job, payload) {
    if (!job.key) throw new Error(`Job ${job.name} has no key; it cannot be cancelled.`);
    await tx.execute(sql`select graphile_worker.remove_job(${job.key(payload)})`);
  },
};
