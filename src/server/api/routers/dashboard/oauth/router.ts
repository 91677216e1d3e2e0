import { router } from '~/server/api/trpc';
import { approveConsent } from './approve-consent';
import { consentRequest } from './consent-request';
import { denyConsent } from './deny-consent';

/** The OAuth consent page of a signed-in person (connecting an assistant to an organization). */
export const oauthRouter = router({ consentRequest, approveConsent, denyConsent });
