import { orgProcedure } from '~/server/api/procedures';
import { pausedWebhookTargets } from '~/server/domain/webhooks/target-pause';
import { orgInput } from '~/shared/dashboard/org-inputs';

/** The organization's webhook targets an operator paused: the events page says so, with the events held. */
export const pausedTargetsProcedure = orgProcedure('member')
  .input(orgInput)
  .query(({ ctx }) => pausedWebhookTargets({ db: ctx.db, organizationId: ctx.organizationId }));
