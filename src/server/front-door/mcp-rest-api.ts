import { httpRestApi, type RestApi } from '~/mcp/api-client';
import { routeOf } from '~/server/api/rest/route-table';
import { config } from '~/server/config';
import { plainV1Request } from './v1-exchange';
import { answerV1 } from './v1-pipeline';

/**
 * The REST API as the tools of /mcp reach it, from either door that serves /mcp (the web server before Next,
 * the Next route): the /v1 pipeline called in process with the request it would have received over loopback
 * HTTP (same path, headers and body), so a tool call costs no second HTTP round trip through the same
 * process. `SERVICE_API_URL` sends the calls over HTTP to another API instead.
 */
export function mcpRestApi(origin: string): RestApi {
  // One per origin: the tool servers made for an API are kept for its later requests (src/mcp/server.ts). Next's
  // route takes the origin from the Host header, which a client chooses: only the first few are kept.
  const known = apis.get(origin);
  if (known) return known;
  const serviceApiUrl = config().serviceApiUrl;
  const api = serviceApiUrl ? httpRestApi(serviceApiUrl) : inProcessRestApi(origin);
  if (apis.size < MAX_ORIGINS) apis.set(origin, api);
  return api;
}
const apis = new Map<string, RestApi>();
const MAX_ORIGINS = 8;

export function inProcessRestApi(origin: string): RestApi {
  return async (authorization, request) => {
    const answer = await answerV1(plainV1Request(origin, authorization, request));
    if (typeof answer.body !== 'string') return { status: answer.status, text: await new Response(answer.body).text() };
    const success = answer.status >= 200 && answer.status < 300;
    const checkedBy = success && answer.route ? outputOf(request.method, answer.route) : undefined;
    return checkedBy === undefined
      ? { status: answer.status, text: answer.body }
      : { status: answer.status, text: answer.body, checkedBy };
  };
}

/**
 * The output schema of the endpoint behind a route template (`/v1/orders/{id}`): the pipeline parses every JSON
 * success with it, or the endpoint builds its answer exactly in its shape (`exactOutput`, held by a test), and
 * writes it with `JSON.stringify`. Looked up once per route.
 */
function outputOf(method: string, route: string): unknown {
  const key = `${method} ${route}`;
  let output = outputs.get(key);
  if (output === undefined && route.startsWith('/v1/')) {
    output = routeOf(method, route.slice('/v1'.length))?.endpoint.output ?? null;
    outputs.set(key, output);
  }
  return output ?? undefined;
}
const outputs = new Map<string, unknown>();
