import type { DbOrTx } from '~/server/db/client';
import type { JobScheduler } from '~/server/domain/jobs/job-scheduler';
import { deliverWebhookAttemptJob } from './webhook-jobs';

export const MAX_ATTEMPTS = 5;

/** One graphile-worker job per attempt (its own backoff is not ours): 10, 20, 40, 80 s after failures 1-4. */
export function retryDelaySeconds(failedAttempt: number, baseSeconds: number): number {
  return baseSeconds * 2 ** (failedAttempt - 1);
}

/** `queueName`: deliveryQueueName(target, order), the per-receiver budget of concurrent attempts. */
export async function scheduleDelivery(
  tx: DbOrTx,
  jobs: JobScheduler,
  eventId: string,
  attempt: number,
  options: { queueName: string; runAt?: Date },
): Promise<void> {
  await jobs.schedule(
    tx,
    deliverWebhookAttemptJob,
    { eventId, attempt },
    { runAt: options.runAt, queueName: options.queueName },
  );
}
