import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import { metadataHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/metadata.js';
import { createOAuthMetadata, mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { Db } from '~/server/db/client';
import type { ClientMetadataFetcher } from '~/server/domain/oauth/client-metadata-document';
import { SCOPES } from '~/shared/scopes';
import { introspectionHandler } from './oauth-introspection';
import { oauthProvider } from './oauth-provider';

/** The OAuth paths the web server hands to the authorization server, before Next. */
const OAUTH_PATH =
  /^\/(?:authorize|token|register|revoke|introspect|\.well-known\/oauth-authorization-server|\.well-known\/oauth-protected-resource(?:\/mcp)?)(?:\?|$)/;

export const isOAuthPath = (target: string | undefined) => target !== undefined && OAUTH_PATH.test(target);

/** The protected resource `/mcp` of an issuer, as tokens name it in their audience. */
export const mcpResource = (issuer: string) => `${issuer.replace(/\/$/, '')}/mcp`;

/**
 * The OAuth 2.1 authorization server of `/mcp` (decisions.md, round 4, issue 27): the MCP SDK's own
 * `mcpAuthRouter` (server metadata RFC 8414, protected-resource metadata RFC 9728, authorize with PKCE S256,
 * token with code and refresh grants, dynamic client registration RFC 7591, revocation RFC 7009) over the
 * domain's storage, plus client ID metadata documents and an introspection endpoint (RFC 7662) for the
 * standalone tool server. Tokens are issued for this issuer's `/mcp` and for `otherResources` (the standalone
 * server's `/mcp`). The limits key on the client address the web server resolved (x-forwarded-for, which it
 * rewrites on every request).
 */
export function authorizationServer(options: {
  db: Db;
  issuer: string;
  otherResources: string[];
  /** The outbound port fetching client ID metadata documents; `allowHttp` for tests only. */
  clientMetadata: { fetchDocument: ClientMetadataFetcher; allowHttp: boolean };
}) {
  const issuerUrl = new URL(options.issuer);
  const resource = mcpResource(issuerUrl.href);
  const resources = [resource, ...options.otherResources.filter((r) => r !== resource)];
  const rateLimit = {
    keyGenerator: (req: express.Request) => String(req.headers['x-forwarded-for'] ?? req.socket.remoteAddress),
    validate: false,
  };
  const provider = oauthProvider(options.db, resources, options.clientMetadata);
  const router = {
    provider,
    issuerUrl,
    resourceServerUrl: new URL(resource),
    scopesSupported: [...SCOPES],
    resourceName: 'Agent Order Service',
  };
  const app = express();
  app.disable('x-powered-by');
  // The SDK's server metadata, plus what it does not know this server offers.
  app.use(
    '/.well-known/oauth-authorization-server',
    metadataHandler({
      ...createOAuthMetadata(router),
      introspection_endpoint: new URL('/introspect', issuerUrl).href,
      client_id_metadata_document_supported: true,
    }),
  );
  app.use('/introspect', introspectionHandler(options.db));
  app.use(
    mcpAuthRouter({
      ...router,
      authorizationOptions: { rateLimit },
      tokenOptions: { rateLimit },
      revocationOptions: { rateLimit },
      clientRegistrationOptions: { rateLimit: { ...rateLimit, windowMs: 60_000, limit: 30 } },
    }),
  );
  app.use((_req, res) => res.status(404).json({ error: 'not_found' }));
  return (req: IncomingMessage, res: ServerResponse) => app(req as express.Request, res as express.Response);
}
