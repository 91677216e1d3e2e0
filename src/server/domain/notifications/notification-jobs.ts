import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';
import { NOTIFICATION_KINDS } from '~/shared/notifications/kinds';
import { OPERATIONS_ALERT_CODES } from '~/shared/notifications/operations-alerts';

/**
 * Tells the people concerned about one event: in-app rows and, per their settings, e-mail. Added in the
 * transaction of the event, so nobody is told of a change that rolled back. `source` names the event; rows are
 * unique per person and source, so a retried job writes nothing twice.
 */
export const notifyJob = defineJob({
  name: 'notify',
  payload: z.object({
    kind: z.enum(NOTIFICATION_KINDS),
    source: z.string().min(1),
    orderId: z.string().optional(),
    offerId: z.string().optional(),
    invoiceId: z.string().optional(),
    bidId: z.string().optional(),
    organizationId: z.string().optional(),
    invitationId: z.string().optional(),
    /** The bank reference of a credited transfer. */
    reference: z.string().optional(),
    /** The message of the move (question, reply, revision, dispute reason), as written (its start is shown). */
    text: z.string().optional(),
    outcome: z.enum(['praktisi', 'klien']).optional(),
    /** An operations board alert whose episode began (check-board-alerts.ts). */
    alert: z
      .object({
        code: z.enum(OPERATIONS_ALERT_CODES),
        value: z.number(),
        threshold: z.number(),
        // Optional: notify jobs queued before episodes were carried still run.
        episode: z.number().int().optional(),
      })
      .optional(),
    /** The person who caused the event is not told of their own act. */
    actorUserId: z.string().optional(),
  }),
  maxAttempts: 10,
});

export type NotifyPayload = z.infer<typeof notifyJob.payload>;
