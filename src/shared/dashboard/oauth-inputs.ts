import { z } from 'zod';
import { createKeyFields } from './org-inputs';

/** The authorize request as the consent page carries it (the OAuth server put it in the page's query). */
export const authorizationRequestInput = z.object({
  clientId: z.string().min(1).max(100),
  redirectUri: z.string().min(1).max(2048),
  codeChallenge: z.string().min(1).max(128),
  resource: z.string().min(1).max(2048),
  state: z.string().max(2048).optional(),
});

/** "Allow": the request and a key's settings for the chosen organization. */
export const approveConsentInput = z.object({
  organizationId: z.string().min(1).max(100),
  request: authorizationRequestInput,
  settings: createKeyFields.omit({ name: true }).extend({ test: z.boolean().optional() }),
});
