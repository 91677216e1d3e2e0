import { ApiUnreachable, requestService } from '~/mcp/api-client';
import type { McpAuthorization } from '~/mcp/http-handler';

/** The path of this server's RFC 9728 metadata: `/mcp` is its resource, as on the web app. */
export const PROTECTED_RESOURCE_METADATA_PATH = '/.well-known/oauth-protected-resource/mcp';

/** How long the web app's protected-resource metadata is reused before it is read again. */
const METADATA_TTL_MS = 5 * 60 * 1000;

type Metadata = Record<string, unknown> & { authorization_servers: string[] };

/**
 * The standalone tool server as an OAuth protected resource of its own (`resource`, from MCP_PUBLIC_URL), with
 * the web app's authorization server, which it reaches at the API's origin (SERVICE_API_URL). It holds no
 * database: its metadata is the web app's `/mcp` metadata with its own `resource`, so both say the same, and it
 * asks the authorization server's introspection endpoint about every access token, accepting only a live one
 * issued for this resource (a token for the web app's `/mcp` is refused here, as this one's is there).
 */
export function standaloneAuthorization(options: { resource: string; apiUrl: string }) {
  const api = new URL(options.apiUrl);
  const resourceMetadataUrl = new URL(PROTECTED_RESOURCE_METADATA_PATH, options.resource).href;
  let cached: { metadata: Metadata; at: number } | null = null;

  async function webMetadata(): Promise<Metadata> {
    if (cached && Date.now() - cached.at < METADATA_TTL_MS) return cached.metadata;
    const res = await requestService(new URL(PROTECTED_RESOURCE_METADATA_PATH, api), {
      method: 'GET',
      headers: { Accept: 'application/json' },
    });
    if (res.status !== 200)
      throw new ApiUnreachable(`${api.origin}: protected-resource metadata answered ${res.status}`);
    const metadata = JSON.parse(res.text) as Metadata;
    cached = { metadata, at: Date.now() };
    return metadata;
  }

  const authorization: McpAuthorization = {
    resourceMetadataUrl,
    acceptsOAuthToken: async (token) => {
      const res = await requestService(new URL('/introspect', api), {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: Buffer.from(new URLSearchParams({ token }).toString()),
      });
      if (res.status === 401) return false;
      if (res.status !== 200) throw new ApiUnreachable(`${api.origin}: introspection answered ${res.status}`);
      const answer = JSON.parse(res.text) as { active?: boolean; aud?: string | string[] };
      const audience = Array.isArray(answer.aud) ? answer.aud : [answer.aud];
      return answer.active === true && audience.includes(options.resource);
    },
  };

  /** `GET /.well-known/oauth-protected-resource/mcp`: open to any origin, as the SDK serves the web app's. */
  async function metadataResponse(): Promise<Response> {
    const metadata = { ...(await webMetadata()), resource: options.resource };
    return Response.json(metadata, { headers: { 'Access-Control-Allow-Origin': '*' } });
  }

  return { authorization, metadataResponse };
}
