import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';

/** One delivery attempt of an outbox event (`manual`: resent by a person, outside the retry schedule). */
export const deliverWebhookJob = defineJob({
  name: 'deliver_webhook',
  payload: z.object({
    eventId: z.string(),
    attempt: z.number().int().positive().optional(),
    manual: z.boolean().optional(),
    /**
     * Events of the same order to the same target written after this one in its transaction, whose first attempts
     * follow this one's in the same job (delivery-schedule.ts `scheduleWithEarlier`).
     */
    then: z.array(z.string()).max(8).optional(),
  }),
});

/** Scheduled attempts of an event replace each other; a manual resend is keyless and runs beside them. */
const webhookAttemptKey = (eventId: string) => `webhook:${eventId}`;

/**
 * The scheduled (automatic) attempts, one pending per event. A few graphile retries cover infrastructure
 * faults (database blips); an attempt is recorded once.
 */
export const deliverWebhookAttemptJob = defineJob({
  ...deliverWebhookJob,
  key: (p) => webhookAttemptKey(p.eventId),
  keyMode: 'replace',
  maxAttempts: 3,
});

/**
 * The first attempt of an order's next event, scheduled when the attempt before it ends (delivery-schedule.ts): a
 * job that already holds the event's key, waiting or running, is left as it is (`unsafe_dedupe`), never doubled.
 */
export const deliverWebhookHandOffJob = defineJob({ ...deliverWebhookAttemptJob, keyMode: 'unsafe_dedupe' });
