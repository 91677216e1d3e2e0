import { revealWebhookSecret } from '~/server/domain/keys/reveal-webhook-secret';
import { staffProcedure } from '~/server/api/procedures';
import { revealSecretInput } from '~/shared/dashboard/staff-inputs';

/** The audited reveal of a key's webhook secret (the org dashboard never shows it). */
export const revealWebhookSecretProcedure = staffProcedure('operator')
  .input(revealSecretInput)
  .mutation(({ ctx, input }) => revealWebhookSecret({ db: ctx.db, prefix: input.prefix, actor: ctx.actor }));
