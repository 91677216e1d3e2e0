import type { RestApi } from '~/mcp/api-client';
import { handleV1 } from '~/server/api/rest/handle-v1';

/**
 * The REST API as the tools of /mcp reach it inside the web server that serves /v1 too: the /v1 handler called
 * directly, with the request it would have received over loopback HTTP (same path, headers and body), so a tool
 * call costs no second HTTP round trip through the same process.
 */
export function inProcessRestApi(origin: string): RestApi {
  return async (authorization, request) => {
    const response = await handleV1(
      new Request(`${origin}/v1${request.path}`, {
        method: request.method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      }),
    );
    return { status: response.status, text: await response.text() };
  };
}
