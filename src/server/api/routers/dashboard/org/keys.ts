import { createApiKey } from '~/server/domain/keys/create-api-key';
import { listApiKeys } from '~/server/domain/keys/list-api-keys';
import { revokeApiKey } from '~/server/domain/keys/revoke-api-key';
import { orgProcedure } from '~/server/api/procedures';
import { router } from '~/server/api/trpc';
import { createKeyInput, modeInput, revokeKeyInput } from '~/shared/dashboard/org-inputs';

/** Agent API keys: everyone in the organization sees them; owners and admins create and revoke. */
export const keysRouter = router({
  /** Live keys, or with `test` (the test-mode switch) test keys only. */
  list: orgProcedure('member')
    .input(modeInput)
    .query(({ ctx, input }) =>
      listApiKeys({ db: ctx.db, organizationId: ctx.organizationId, livemode: !input.test, oauth: false }),
    ),

  /**
   * The full key is in this answer and nowhere else. The webhook secret is not returned: the dashboard
   * never shows it (platform staff reveal it on request).
   */
  create: orgProcedure('admin')
    .input(createKeyInput)
    .mutation(async ({ ctx, input }) => {
      const created = await createApiKey({
        db: ctx.db,
        organizationId: ctx.organizationId,
        name: input.name,
        scopes: input.scopes,
        perOrderLimitIdr: input.perOrderLimitIdr,
        monthlyLimitIdr: input.monthlyLimitIdr,
        webhookUrl: input.webhookUrl,
        createdBy: ctx.user.id,
        livemode: !input.test,
      });
      return {
        id: created.id,
        api_key: created.api_key,
        prefix: created.prefix,
        scopes: created.scopes,
        livemode: created.livemode,
      };
    }),

  revoke: orgProcedure('admin')
    .input(revokeKeyInput)
    .mutation(({ ctx, input }) =>
      revokeApiKey({ db: ctx.db, prefix: input.prefix, organizationId: ctx.organizationId }),
    ),
});
