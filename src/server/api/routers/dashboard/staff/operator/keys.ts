import { listKeysForStaff } from '~/server/domain/keys/list-keys-for-staff';
import { revealWebhookSecret } from '~/server/domain/keys/reveal-webhook-secret';
import { staffProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { keysInput, revealSecretInput } from '~/shared/dashboard/staff-inputs';

const operator = staffProcedure('operator');

/** API keys and the audited reveal of a key's webhook secret (the org dashboard never shows it). */
export const keysRouter = router({
  list: operator.input(keysInput).query(({ ctx, input }) => listKeysForStaff({ db: ctx.db, q: input.q })),

  revealSecret: operator
    .input(revealSecretInput)
    .mutation(({ ctx, input }) => revealWebhookSecret({ db: ctx.db, prefix: input.prefix, actor: ctx.actor })),
});
