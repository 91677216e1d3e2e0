import { userProcedure } from '~/server/api/procedures';
import { denyConsent as deny } from '~/server/domain/oauth/grant-consent';
import { authorizationRequestInput } from '~/shared/dashboard/oauth-inputs';

/** "Deny" on the consent page: the client gets `access_denied`. */
export const denyConsent = userProcedure
  .input(authorizationRequestInput)
  .mutation(({ ctx, input }) => deny(ctx.db, input));
