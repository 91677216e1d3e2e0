import { resendWebhookEvent } from '~/server/domain/webhooks/resend-event';
import { orgProcedure } from '~/server/api/procedures';
import { resendEventInput } from '~/shared/dashboard/org-inputs';

/** One new signed, logged attempt of an event; automatic retries are not restarted. */
export const resendEventProcedure = orgProcedure('admin')
  .input(resendEventInput)
  .mutation(({ ctx, input }) =>
    resendWebhookEvent({
      db: ctx.db,
      domain: ctx.domain,
      eventId: input.eventId,
      reach: { organizationId: ctx.organizationId },
    }),
  );
