import { listKeysForStaff } from '../../../../../domain/keys/list-keys-for-staff';
import { revealWebhookSecret } from '../../../../../domain/keys/reveal-webhook-secret';
import { staffProcedure } from '../../../../procedures';
import { router } from '../../../../trpc';
import { keysInput, revealSecretInput } from '../schemas';

const operator = staffProcedure('operator');

/** API keys and the audited reveal of a key's webhook secret (the org dashboard never shows it). */
export const keysRouter = router({
  list: operator.input(keysInput).query(({ ctx, input }) => listKeysForStaff({ db: ctx.db, q: input.q })),

  revealSecret: operator
    .input(revealSecretInput)
    .mutation(({ ctx, input }) => revealWebhookSecret({ db: ctx.db, prefix: input.prefix, actor: ctx.actor })),
});
