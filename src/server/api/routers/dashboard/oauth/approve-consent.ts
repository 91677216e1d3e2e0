import { orgProcedure } from '~/server/api/procedures';
import { grantConsent } from '~/server/domain/oauth/grant-consent';
import { approveConsentInput } from '~/shared/dashboard/oauth-inputs';

/** "Allow" on the consent page (owners and admins): the grant and its code; the page follows `redirectTo`. */
export const approveConsent = orgProcedure('admin')
  .input(approveConsentInput)
  .mutation(async ({ ctx, input }) => {
    const { redirectTo } = await grantConsent({
      db: ctx.db,
      domain: ctx.domain,
      userId: ctx.user.id,
      request: input.request,
      settings: {
        organizationId: ctx.organizationId,
        scopes: input.settings.scopes,
        perOrderLimitIdr: input.settings.perOrderLimitIdr,
        monthlyLimitIdr: input.settings.monthlyLimitIdr,
        webhookUrl: input.settings.webhookUrl,
        livemode: !input.settings.test,
      },
    });
    return { redirectTo };
  });
