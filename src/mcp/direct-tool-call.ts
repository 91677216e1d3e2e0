import {
  getParseErrorMessage,
  objectFromShape,
  safeParseAsync,
  type AnyObjectSchema,
} from '@modelcontextprotocol/sdk/server/zod-compat.js';
import { ErrorCode, McpError, type JSONRPCMessage, type RequestId } from '@modelcontextprotocol/sdk/types.js';
import type { RestApi } from './api-client';
import { runTool } from './server';
import { TOOLS } from './tools';
import type { ToolDefinition } from './tools/tool';

type Known = { tool: ToolDefinition; input: AnyObjectSchema };

// The object schema the SDK makes of each tool's input shape (McpServer.registerTool), made once.
const KNOWN = new Map<string, Known>(
  (TOOLS as ToolDefinition[]).map((tool) => [tool.name, { tool, input: objectFromShape(tool.inputSchema) }]),
);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A `tools/call` of one of our tools with its arguments and nothing else, answered as the SDK's server answers it
 * (McpServer's tools/call handler inside Protocol: the arguments checked by the tool's input schema, the tool run,
 * its structured content checked by the output schema, the `{ result, jsonrpc, id }` response), without the
 * Protocol's per-message work: its three zod checks of every message's kind, the request schema parsed twice, the
 * result schema once more, an AbortController and the handler's context (docs/performance.md, finding 43).
 * Anything else (another method, a `_meta` or `task`, an unknown tool, arguments the tool refuses) is `null`: the
 * pooled server answers it, in the SDK's words. `http-handler.test.ts` compares both answers case by case.
 */
export async function directToolCall(
  message: JSONRPCMessage,
  authorization: string,
  api: RestApi,
): Promise<JSONRPCMessage | null> {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return null;
  const params: unknown = message.params;
  if (!isPlainObject(params) || typeof params.name !== 'string') return null;
  for (const key in params) if (key !== 'name' && key !== 'arguments') return null;
  const known = KNOWN.get(params.name);
  const args = params.arguments ?? {};
  if (!known || !isPlainObject(args)) return null;
  const input = await safeParseAsync(known.input, args);
  if (!input.success) return null;
  return {
    result: await resultOf(known.tool, input.data as Record<string, unknown>, authorization, api),
    jsonrpc: '2.0',
    id: message.id as RequestId,
  };
}

async function resultOf(tool: ToolDefinition, args: Record<string, unknown>, authorization: string, api: RestApi) {
  try {
    const result = await runTool(tool, args, api, authorization);
    if (result.isError) return result;
    if (!result.structuredContent) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Output validation error: Tool ${tool.name} has an output schema but no structured content was provided`,
      );
    }
    const output = await safeParseAsync(tool.outputSchema, result.structuredContent);
    if (!output.success) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Output validation error: Invalid structured content for tool ${tool.name}: ${getParseErrorMessage(output.error)}`,
      );
    }
    return result;
  } catch (error) {
    // McpServer's answer to a tool that throws: the error's message as the tool's error.
    return { content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }], isError: true };
  }
}
