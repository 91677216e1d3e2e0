import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { guardJsonRequest } from '~/shared/http/request-guard';
import type { RestApi } from './api-client';
import { callerAuthInfo, withToolServer } from './server';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export type McpAuthorization = {
  /** RFC 9728 metadata of this `/mcp`, named in every 401 so an OAuth client finds the authorization server. */
  resourceMetadataUrl: string;
  /**
   * Checks an OAuth access token (audience, expiry, revocation) before any tool runs, so a dead token is an HTTP
   * 401 an OAuth client answers by refreshing or signing in again. API keys are not checked here: the API
   * decides, as it always has.
   */
  acceptsOAuthToken: (token: string) => Promise<boolean>;
};

const OAUTH_ACCESS_TOKEN = /^Bearer\s+(svc_oat_\S+)$/i;

function unauthorized(oauth: McpAuthorization, error?: 'invalid_token'): Response {
  return json(
    401,
    {
      error: {
        code: 'UNAUTHORIZED',
        message:
          error === 'invalid_token'
            ? 'The access token is expired or revoked: refresh it or connect the app again.'
            : 'Sign in with OAuth (see resource_metadata in WWW-Authenticate) or send Authorization: Bearer svc_live_<prefix>.<secret>.',
      },
    },
    {
      'WWW-Authenticate': `Bearer resource_metadata="${oauth.resourceMetadataUrl}"${error ? `, error="${error}"` : ''}`,
    },
  );
}

/**
 * POST /mcp: streamable HTTP, stateless, JSON responses. The method is checked before authorization
 * (a GET would otherwise open an event stream that never ends); the Bearer header is required and
 * passed to the REST API as it came, so the API decides whether the key (or the grant behind an OAuth
 * token) is good. The body then passes
 * the shared size and JSON rules (413 over 1 MiB), as the SDK would otherwise read it whole.
 */
export async function handleMcpRequest(req: Request, api: RestApi, oauth: McpAuthorization): Promise<Response> {
  if (req.method !== 'POST') {
    return json(
      405,
      { error: { code: 'METHOD_NOT_ALLOWED', message: 'Only POST /mcp is served.' } },
      { Allow: 'POST' },
    );
  }
  const authorization = req.headers.get('authorization');
  if (!authorization || !/^Bearer\s+\S+/i.test(authorization)) return unauthorized(oauth);
  const token = OAUTH_ACCESS_TOKEN.exec(authorization.trim())?.[1];
  if (token && !(await oauth.acceptsOAuthToken(token))) return unauthorized(oauth, 'invalid_token');
  const guarded = await guardJsonRequest(req);
  if (guarded instanceof Response) return guarded;
  const { request, json: body } = guarded;
  // An initialize leaves the client's capabilities on its server: that server is not reused (withToolServer).
  const initialize = Array.isArray(body) ? body.some(isInitialize) : isInitialize(body);
  return withToolServer(api, { fresh: initialize }, async (server) => {
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    // The body was read and parsed once above; the caller reaches the tools through authInfo, not the server.
    return transport.handleRequest(request, { parsedBody: body, authInfo: callerAuthInfo(authorization) });
  });
}

const isInitialize = (message: unknown) =>
  typeof message === 'object' && message !== null && (message as { method?: unknown }).method === 'initialize';
