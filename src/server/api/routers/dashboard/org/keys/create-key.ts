import { createApiKey } from '~/server/domain/keys/create-api-key';
import { orgProcedure } from '~/server/api/procedures';
import { createKeyInput } from '~/shared/dashboard/org-inputs';

/**
 * The full key is in this answer and nowhere else. The webhook secret is not returned: the dashboard
 * never shows it (platform staff reveal it on request).
 */
export const createKeyProcedure = orgProcedure('admin')
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
  });
