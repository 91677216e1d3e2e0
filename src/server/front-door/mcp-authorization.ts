import type { McpAuthorization } from '~/mcp/http-handler';
import { getDb } from '~/server/db/client';
import { config } from '~/server/config';
import { findAccessToken } from '~/server/domain/oauth/issue-tokens';
import { mcpResource } from './oauth-server';

/**
 * The authorization server's issuer: the configured public origin, or the origin this server answers on
 * (local and test instances). The `/mcp` resource and its metadata URL follow from it.
 */
export const oauthIssuer = (origin: string) => config().authBaseUrl ?? origin;

/** What `/mcp` (both doors of the web app) needs to be an OAuth protected resource. */
export function mcpAuthorization(origin: string): McpAuthorization {
  const issuer = oauthIssuer(origin).replace(/\/$/, '');
  const resource = mcpResource(issuer);
  return {
    resourceMetadataUrl: `${issuer}/.well-known/oauth-protected-resource/mcp`,
    acceptsOAuthToken: async (token) => {
      const found = await findAccessToken(await getDb(), token);
      return found !== null && found.resource === resource;
    },
  };
}
