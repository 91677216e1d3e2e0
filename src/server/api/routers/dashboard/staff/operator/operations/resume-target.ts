import { staffProcedure } from '~/server/api/procedures';
import { resumeWebhookTarget } from '~/server/domain/webhooks/target-pause';
import { webhookTargetInput } from '~/shared/dashboard/staff-inputs';

/** Sends a paused target's held events, oldest first (the same as `ops webhook resume`). */
export const resumeTargetProcedure = staffProcedure('operator')
  .input(webhookTargetInput)
  .mutation(({ ctx, input }) => resumeWebhookTarget({ db: ctx.db, domain: ctx.domain, actor: ctx.actor, ...input }));
