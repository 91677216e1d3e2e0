import { userProcedure } from '~/server/api/procedures';
import { consentRequestView } from '~/server/domain/oauth/grant-consent';
import { authorizationRequestInput } from '~/shared/dashboard/oauth-inputs';

/** The consent page's facts: client name, redirect host, the organizations this person may grant for. */
export const consentRequest = userProcedure
  .input(authorizationRequestInput)
  .query(({ ctx, input }) => consentRequestView(ctx.db, ctx.user.id, input));
