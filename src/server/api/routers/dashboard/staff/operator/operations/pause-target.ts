import { staffProcedure } from '~/server/api/procedures';
import { pauseWebhookTarget } from '~/server/domain/webhooks/target-pause';
import { webhookTargetInput } from '~/shared/dashboard/staff-inputs';

/** Holds an organization's events for one webhook target until it is resumed (the same as `ops webhook pause`). */
export const pauseTargetProcedure = staffProcedure('operator')
  .input(webhookTargetInput)
  .mutation(({ ctx, input }) => pauseWebhookTarget({ db: ctx.db, actor: ctx.actor, ...input }));
