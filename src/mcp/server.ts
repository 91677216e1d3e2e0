import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { INSTRUCTIONS, placeholderMessage, unexpandedPlaceholder } from './agent-guidance';
import { ApiUnreachable, type ApiResponse, type RestApi } from './api-client';
import { TOOLS } from './tools';
import { UploadRefused, uploaderVia } from './tools/documents';
import type { ToolDefinition } from './tools/tool';
import { JsonRpcExchange } from './json-rpc-exchange';

const SERVER_INFO = { name: 'agent-order-service', version: '0.1.0' };

const text = (value: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: value }],
  ...(isError && { isError: true }),
});

/** Runs a tool as its REST call: the API's JSON, or `HTTP <status> <error JSON>`, or API_UNREACHABLE. */
async function runTool(
  tool: ToolDefinition,
  args: Record<string, unknown>,
  api: RestApi,
  authorization: string,
): Promise<CallToolResult> {
  const called = await callTool(tool, args, api, authorization);
  if ('failed' in called) return called.failed;
  // The text stays the API's JSON as sent; structuredContent is the same JSON, typed by the tool's outputSchema.
  return { ...text(called.success.text), structuredContent: JSON.parse(called.success.text) };
}

/** A tool's REST call: the API's success as it came, or the tool's error result. */
export async function callTool(
  tool: ToolDefinition,
  args: Record<string, unknown>,
  api: RestApi,
  authorization: string,
): Promise<{ success: ApiResponse } | { failed: CallToolResult }> {
  const reference = unexpandedPlaceholder(authorization);
  if (reference) {
    // Answered here, as the API's 401 would be, but saying what is actually wrong (and calling nothing).
    const message = placeholderMessage(reference);
    return { failed: text(`HTTP 401 ${JSON.stringify({ error: { code: 'UNAUTHORIZED', message } })}`, true) };
  }
  try {
    const prepared = tool.prepare
      ? await tool.prepare(
          args as never,
          uploaderVia((request) => api(authorization, request)),
        )
      : args;
    const res = await api(authorization, tool.request(prepared as never));
    if (res.status >= 200 && res.status < 300) return { success: res };
    return { failed: text(`HTTP ${res.status} ${res.text}`, true) };
  } catch (e) {
    if (e instanceof ApiUnreachable) return { failed: text(`API_UNREACHABLE ${e.message}`, true) };
    if (e instanceof UploadRefused) return { failed: text(`HTTP ${e.response.status} ${e.response.text}`, true) };
    throw e;
  }
}

// Made once: the SDK otherwise builds a new Ajv instance (all its vocabularies and meta-schemas) for every
// per-request server, about a third of an MCP call's own CPU. It holds only compiled schemas, no caller's data.
const jsonSchemaValidator = new AjvJsonSchemaValidator();

/**
 * Who calls, for one HTTP request: the transport hands it to the tool handlers as `extra.authInfo`, so a tool server
 * made once serves every caller without holding any caller's key. `extra.authorization` is the header as it came,
 * which the API is given unchanged.
 */
export function callerAuthInfo(authorization: string): AuthInfo {
  const token = /^Bearer\s+(\S+)/i.exec(authorization.trim())?.[1] ?? '';
  return { token, clientId: '', scopes: [], extra: { authorization } };
}

function authorizationOf(authInfo: AuthInfo | undefined): string {
  const authorization = authInfo?.extra?.authorization;
  // Only a fault of ours: every HTTP request passes its caller (callerAuthInfo), stdio names its key.
  if (typeof authorization !== 'string') throw new Error('A tool call without its caller');
  return authorization;
}

/**
 * One tool server for every transport. `authorization`: the one caller of a stdio server; without it, each call
 * names its caller (`callerAuthInfo`), and the server may serve one HTTP request after another.
 */
export function createToolServer(options: { api: RestApi; authorization?: string }): McpServer {
  const server = new McpServer(SERVER_INFO, { jsonSchemaValidator, instructions: INSTRUCTIONS });
  for (const tool of TOOLS as ToolDefinition[]) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: tool.annotations,
      },
      (args: Record<string, unknown>, extra) =>
        runTool(tool, args, options.api, options.authorization ?? authorizationOf(extra.authInfo)),
    );
  }
  return server;
}

/** A tool server with the transport it stays connected to (json-rpc-exchange.ts). */
export type PooledToolServer = { server: McpServer; transport: JsonRpcExchange };

/** Idle tool servers by the API they call; one HTTP request at a time holds each. */
const idleServers = new WeakMap<RestApi, PooledToolServer[]>();
/** Enough for the requests a web process has in flight at once; more are made when needed, and dropped after. */
const MAX_IDLE_SERVERS = 64;

async function connectedToolServer(api: RestApi): Promise<PooledToolServer> {
  const server = createToolServer({ api });
  const transport = new JsonRpcExchange();
  await server.connect(transport);
  return { server, transport };
}

/**
 * Runs `use` with a tool server of `api` that no other request holds. Building one (its tools' schemas, its
 * handlers) cost more than a tenth of an MCP call (docs/performance.md, finding 32), and connecting and closing a
 * transport for every request most of what was left of the SDK's own share (finding 42), so a server stays
 * connected to its own transport and is reused by the next request once `use` is done with it. An `initialize`
 * leaves the client's capabilities on the server: `fresh` gives it one of its own, never reused; so does `use`
 * returning `reusable: false` or throwing.
 */
export async function withToolServer<T>(
  api: RestApi,
  options: { fresh: boolean },
  use: (pooled: PooledToolServer) => Promise<{ value: T; reusable: boolean }>,
): Promise<T> {
  let idle = idleServers.get(api);
  if (!idle) idleServers.set(api, (idle = []));
  const pooled = (!options.fresh && idle.pop()) || (await connectedToolServer(api));
  let reusable = false;
  try {
    const used = await use(pooled);
    reusable = used.reusable && !options.fresh;
    return used.value;
  } finally {
    if (reusable && idle.length < MAX_IDLE_SERVERS) idle.push(pooled);
    else await pooled.server.close();
  }
}
