import type { Response } from 'express';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import {
  InvalidClientError,
  InvalidClientMetadataError,
  InvalidGrantError,
  InvalidTargetError,
  InvalidTokenError,
} from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { AuthorizationParams, OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type {
  OAuthClientInformationFull,
  OAuthTokenRevocationRequest,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '~/server/db/client';
import {
  ClientMetadataRefused,
  isClientMetadataUrl,
  resolveDocumentClient,
  type ClientMetadataFetcher,
} from '~/server/domain/oauth/client-metadata-document';
import { findOAuthClient, registerOAuthClient } from '~/server/domain/oauth/oauth-clients';
import {
  challengeForCode,
  exchangeCode,
  findAccessToken,
  refreshTokens,
  revokeOAuthToken,
  type ExchangeRefusal,
  type IssuedTokens,
} from '~/server/domain/oauth/issue-tokens';
import { redirectUriRefusal } from '~/server/domain/oauth/redirect-uri-policy';

/** Where the authorize step sends the person: sign-in if needed, then the consent page (src/app/izin-aplikasi). */
const CONSENT_PATH = '/izin-aplikasi';

const tokensOrRefusal = (result: IssuedTokens | ExchangeRefusal): OAuthTokens => {
  if ('refused' in result) throw new InvalidGrantError(result.refused);
  return result;
};

/**
 * The SDK's `OAuthServerProvider` over the domain's OAuth functions: the SDK's handlers parse and validate each
 * request (PKCE S256, registered redirect URI, grant types, RFC 7591 metadata) and call this for what is stored.
 * `resources` are the protected resources this server issues tokens for (its `/mcp` URLs). A `client_id` that
 * is a URL is a client ID metadata document, fetched by `clientMetadata.fetchDocument`; the SDK then checks the
 * redirect URI against the document's list as against a registered client's.
 */
export function oauthProvider(
  db: Db,
  resources: string[],
  clientMetadata: { fetchDocument: ClientMetadataFetcher; allowHttp: boolean },
): OAuthServerProvider {
  const resourceOf = (resource: URL | undefined): string => {
    const value = resource?.href ?? resources[0]!;
    if (!resources.includes(value)) throw new InvalidTargetError(`Tokens are issued only for ${resources.join(', ')}`);
    return value;
  };
  const clientsStore: OAuthRegisteredClientsStore = {
    getClient: async (clientId) => {
      if (!isClientMetadataUrl(clientId))
        return (await findOAuthClient(db, clientId)) as OAuthClientInformationFull | undefined;
      try {
        return (await resolveDocumentClient({ db, clientId, ...clientMetadata })) as OAuthClientInformationFull;
      } catch (e) {
        if (e instanceof ClientMetadataRefused) throw new InvalidClientError(e.message);
        throw e;
      }
    },
    registerClient: async (metadata) => {
      for (const uri of metadata.redirect_uris) {
        const refusal = redirectUriRefusal(uri);
        if (refusal) throw new InvalidClientMetadataError(refusal);
      }
      return (await registerOAuthClient(db, metadata)) as OAuthClientInformationFull;
    },
  };
  return {
    clientsStore,
    async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response) {
      const consent = new URLSearchParams({
        client_id: client.client_id,
        redirect_uri: params.redirectUri,
        code_challenge: params.codeChallenge,
        resource: resourceOf(params.resource),
      });
      if (params.state !== undefined) consent.set('state', params.state);
      res.redirect(302, `${CONSENT_PATH}?${consent}`);
    },
    async challengeForAuthorizationCode(client, code) {
      const challenge = await challengeForCode(db, client.client_id, code);
      if (!challenge) throw new InvalidGrantError('unknown code');
      return challenge;
    },
    async exchangeAuthorizationCode(client, code, _verifier, redirectUri, resource) {
      return tokensOrRefusal(
        await exchangeCode(db, {
          clientId: client.client_id,
          code,
          redirectUri,
          resource: resource ? resourceOf(resource) : undefined,
          resources,
        }),
      );
    },
    async exchangeRefreshToken(client, refreshToken, _scopes, resource) {
      return tokensOrRefusal(
        await refreshTokens(db, {
          clientId: client.client_id,
          refreshToken,
          resource: resource ? resourceOf(resource) : undefined,
        }),
      );
    },
    async verifyAccessToken(token: string): Promise<AuthInfo> {
      const found = await findAccessToken(db, token);
      if (!found || !resources.includes(found.resource)) throw new InvalidTokenError('invalid or expired token');
      return {
        token,
        clientId: found.clientId,
        scopes: found.scopes,
        expiresAt: Math.floor(found.expiresAt.getTime() / 1000),
        resource: new URL(found.resource),
      };
    },
    async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest) {
      await revokeOAuthToken(db, { clientId: client.client_id, token: request.token });
    },
  };
}
