/**
 * OAuth-capable MCP clients (MCP Inspector, the SDK with an auth provider) answer any 401 by discovering
 * OAuth: the protected-resource and authorization-server metadata (404 here: this server has none, which
 * the MCP authorization spec allows, authorization being optional and ours an API key), then dynamic client
 * registration at `/register` on the origin. That last step is where they give up, and they show the
 * `error_description` of an RFC 7591 error body, so it names what is actually needed.
 */
export const OAUTH_REGISTRATION_PATH = '/register';

export function oauthRegistrationRefusal(): Response {
  return Response.json(
    {
      error: 'invalid_client_metadata',
      error_description:
        'API key required: this server does not offer OAuth. Send Authorization: Bearer svc_live_<prefix>.<secret> (create a key in the dashboard).',
    },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}
