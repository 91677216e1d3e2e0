import { MAX_BATCH_SIZE } from '@modelcontextprotocol/sdk/server/requestBody.js';
import { isJsonContentType } from '@modelcontextprotocol/sdk/shared/mediaType.js';
import {
  isInitializeRequest,
  JSONRPCMessageSchema,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
} from '@modelcontextprotocol/sdk/types.js';
import { inspectJson, jsonProblemAnswer } from '~/shared/http/json-guard';
import { isJsonMediaType } from '~/shared/http/request-guard';
import { readCappedBody, type CappedBody } from '~/shared/http/read-capped-body';
import type { RestApi } from './api-client';
import { directToolCall } from './direct-tool-call';
import { repeatsAnId } from './json-rpc-exchange';
import { callerAuthInfo, withToolServer } from './server';

/**
 * An HTTP request to /mcp as the handler reads it, whichever door it came through: a fetch `Request` (Next's route,
 * the standalone server) or a Node request (the web server before Next), which then needs no fetch objects.
 */
export type McpHttpRequest = {
  method: string;
  /** A header's value (several joined by `, `), or null. */
  header: (name: string) => string | null;
  /** The body, read once, at most 1 MiB. */
  body: () => Promise<CappedBody>;
};

/** The answer: JSON text, or no body (`''`, the 202 to notifications). */
export type McpAnswer = { status: number; headers: Record<string, string>; body: string };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): McpAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** The SDK transport's refusals: a JSON-RPC error without an id. */
const jsonRpcError = (status: number, code: number, message: string, data?: string): McpAnswer =>
  json(status, { jsonrpc: '2.0', error: { code, message, ...(data !== undefined && { data }) }, id: null });

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

// One decoder for every body: `decode` without `stream` keeps no state between calls.
const utf8 = new TextDecoder();

const OAUTH_ACCESS_TOKEN = /^Bearer\s+(svc_oat_\S+)$/i;

function unauthorized(oauth: McpAuthorization, error?: 'invalid_token'): McpAnswer {
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

/** POST /mcp through a fetch door (Next's route, the standalone server): `answerMcp` in fetch objects. */
export async function handleMcpRequest(req: Request, api: RestApi, oauth: McpAuthorization): Promise<Response> {
  const answer = await answerMcp(
    { method: req.method, header: (name) => req.headers.get(name), body: () => readCappedBody(req) },
    api,
    oauth,
  );
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * POST /mcp: streamable HTTP, stateless, JSON responses. The method is checked before authorization
 * (a GET would otherwise open an event stream that never ends); the Bearer header is required and
 * passed to the REST API as it came, so the API decides whether the key (or the grant behind an OAuth
 * token) is good. The body then passes the shared size and JSON rules (413 over 1 MiB), and the checks and
 * answers of the SDK's Streamable HTTP transport in its stateless JSON mode, which this replaces
 * (json-rpc-exchange.ts; docs/performance.md, finding 42).
 */
export async function answerMcp(req: McpHttpRequest, api: RestApi, oauth: McpAuthorization): Promise<McpAnswer> {
  if (req.method !== 'POST') {
    return json(
      405,
      { error: { code: 'METHOD_NOT_ALLOWED', message: 'Only POST /mcp is served.' } },
      { Allow: 'POST' },
    );
  }
  const authorization = req.header('authorization');
  if (!authorization || !/^Bearer\s+\S+/i.test(authorization)) return unauthorized(oauth);
  const token = OAUTH_ACCESS_TOKEN.exec(authorization.trim())?.[1];
  if (token && !(await oauth.acceptsOAuthToken(token))) return unauthorized(oauth, 'invalid_token');
  const body = await req.body();
  if (body.tooLarge) return json(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Body melebihi 1 MiB.' } });
  let parsed: unknown;
  let isJson = false;
  if (body.bytes.byteLength > 0 && isJsonMediaType(req.header('content-type'))) {
    const inspection = inspectJson(utf8.decode(body.bytes));
    if (inspection.kind === 'ok') [parsed, isJson] = [inspection.value, true];
    else if (inspection.kind !== 'not_json') {
      const { status, message } = jsonProblemAnswer(inspection);
      return json(status, { error: { code: 'VALIDATION', message } });
    }
  }
  // From here on, the SDK transport's checks, in its order and with its words.
  const accept = req.header('accept');
  if (!accept?.includes('application/json') || !accept.includes('text/event-stream')) {
    return jsonRpcError(406, -32000, 'Not Acceptable: Client must accept both application/json and text/event-stream');
  }
  if (!isJsonContentType(req.header('content-type'))) {
    return jsonRpcError(415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
  }
  if (!isJson) return jsonRpcError(400, -32700, 'Parse error: Invalid JSON');
  if (Array.isArray(parsed) && parsed.length > MAX_BATCH_SIZE) {
    return jsonRpcError(400, -32600, `Invalid Request: Batch must not exceed ${MAX_BATCH_SIZE} messages`);
  }
  let messages: JSONRPCMessage[];
  try {
    messages = (Array.isArray(parsed) ? parsed : [parsed]).map((m) => JSONRPCMessageSchema.parse(m));
  } catch {
    return jsonRpcError(400, -32700, 'Parse error: Invalid JSON-RPC message');
  }
  const initialize = messages.some(isInitialize);
  if (initialize && messages.length > 1) {
    return jsonRpcError(400, -32600, 'Invalid Request: Only one initialization request is allowed');
  }
  const version = req.header('mcp-protocol-version');
  if (!initialize && version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
    return jsonRpcError(
      400,
      -32000,
      `Bad Request: Unsupported protocol version: ${version} (supported versions: ${SUPPORTED_PROTOCOL_VERSIONS.join(', ')})`,
    );
  }
  if (messages.length === 1 && !initialize) {
    const answered = await directToolCall(messages[0]!, authorization, api);
    if (answered !== null) return { status: 200, headers: { 'Content-Type': 'application/json' }, body: answered };
  }
  // An initialize leaves the client's capabilities on its server: that server is not reused (withToolServer).
  // The caller reaches the tools through authInfo, not the server.
  const authInfo = callerAuthInfo(authorization);
  return withToolServer(api, { fresh: initialize }, async ({ transport }) => {
    const responses = await transport.exchange(messages, authInfo);
    const value =
      responses.length === 0
        ? { status: 202, headers: {}, body: '' }
        : json(200, responses.length === 1 ? responses[0] : responses);
    return { value, reusable: !repeatsAnId(messages) };
  });
}

const isInitialize = (message: JSONRPCMessage) =>
  'method' in message && message.method === 'initialize' && isInitializeRequest(message);
