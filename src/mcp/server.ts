import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { INSTRUCTIONS, placeholderMessage, unexpandedPlaceholder } from './agent-guidance';
import { ApiUnreachable, type RestApi } from './api-client';
import { TOOLS } from './tools';
import { UploadRefused, uploaderVia } from './tools/documents';
import type { ToolDefinition } from './tools/tool';

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
  const reference = unexpandedPlaceholder(authorization);
  if (reference) {
    // Answered here, as the API's 401 would be, but saying what is actually wrong (and calling nothing).
    return text(
      `HTTP 401 ${JSON.stringify({ error: { code: 'UNAUTHORIZED', message: placeholderMessage(reference) } })}`,
      true,
    );
  }
  try {
    const prepared = tool.prepare
      ? await tool.prepare(
          args as never,
          uploaderVia((request) => api(authorization, request)),
        )
      : args;
    const res = await api(authorization, tool.request(prepared as never));
    // The text stays the API's JSON as sent; structuredContent is the same JSON, typed by the tool's outputSchema.
    if (res.status >= 200 && res.status < 300) return { ...text(res.text), structuredContent: JSON.parse(res.text) };
    return text(`HTTP ${res.status} ${res.text}`, true);
  } catch (e) {
    if (e instanceof ApiUnreachable) return text(`API_UNREACHABLE ${e.message}`, true);
    if (e instanceof UploadRefused) return text(`HTTP ${e.response.status} ${e.response.text}`, true);
    throw e;
  }
}

// Made once: the SDK otherwise builds a new Ajv instance (all its vocabularies and meta-schemas) for every
// per-request server, about a third of an MCP call's own CPU. It holds only compiled schemas, no caller's data.
const jsonSchemaValidator = new AjvJsonSchemaValidator();

/**
 * One tool server for every transport. Stateless: a new instance per HTTP request (the SDK refuses
 * reuse), bound to the caller's Authorization header and the way to the API.
 */
export function createToolServer(options: { api: RestApi; authorization: string }): McpServer {
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
      (args: Record<string, unknown>) => runTool(tool, args, options.api, options.authorization),
    );
  }
  return server;
}
