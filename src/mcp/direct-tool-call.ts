import {
  getParseErrorMessage,
  objectFromShape,
  safeParse,
  safeParseAsync,
  type AnyObjectSchema,
} from '@modelcontextprotocol/sdk/server/zod-compat.js';
import {
  ErrorCode,
  McpError,
  type CallToolResult,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { RestApi } from './api-client';
import { callTool } from './server';
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
 * The answer comes as its JSON text: a success of the API in this process is written around the API's own text.
 */
export async function directToolCall(
  message: JSONRPCMessage,
  authorization: string,
  api: RestApi,
): Promise<string | null> {
  if (!('method' in message) || message.method !== 'tools/call' || !('id' in message)) return null;
  const params: unknown = message.params;
  if (!isPlainObject(params) || typeof params.name !== 'string') return null;
  for (const key in params) if (key !== 'name' && key !== 'arguments') return null;
  const known = KNOWN.get(params.name);
  const args = params.arguments ?? {};
  if (!known || !isPlainObject(args)) return null;
  const input = await check(known.input, args);
  if (!input.success) return null;
  const id = message.id as RequestId;
  const { tool } = known;
  let result: CallToolResult;
  try {
    const called = await callTool(tool, input.data as Record<string, unknown>, api, authorization);
    if ('failed' in called) result = called.failed;
    else if (called.success.checkedBy === tool.outputSchema) return checkedSuccess(called.success.text, id);
    else result = await checkedResult(tool, called.success.text);
  } catch (error) {
    // McpServer's answer to a tool that throws: the error's message as the tool's error.
    result = {
      content: [{ type: 'text', text: error instanceof Error ? error.message : String(error) }],
      isError: true,
    };
  }
  return JSON.stringify({ result, jsonrpc: '2.0', id });
}

/**
 * The answer to a success the API in this process already held to the tool's output schema (`checkedBy`), whose
 * text is `JSON.stringify` of it: checking it again cannot fail, and `JSON.stringify(JSON.parse(text))` is `text`
 * (same keys in the same order, same numbers and escapes), so the answer is written around the text instead of
 * parsing the order, checking it and writing it a second time (docs/performance.md, finding 48). The same bytes as
 * `JSON.stringify` of the general path's message (`http-handler.test.ts`).
 */
function checkedSuccess(text: string, id: RequestId): string {
  return `{"result":{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":${text}},"jsonrpc":"2.0","id":${JSON.stringify(id)}}`;
}

/** The general path: the API's JSON as text and as structured content, the latter checked by the output schema. */
async function checkedResult(tool: ToolDefinition, text: string): Promise<CallToolResult> {
  // The text stays the API's JSON as sent; structuredContent is the same JSON, typed by the tool's outputSchema.
  const result: CallToolResult = { content: [{ type: 'text', text }], structuredContent: JSON.parse(text) };
  if (!result.structuredContent) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Output validation error: Tool ${tool.name} has an output schema but no structured content was provided`,
    );
  }
  const output = await check(tool.outputSchema, result.structuredContent);
  if (!output.success) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Output validation error: Invalid structured content for tool ${tool.name}: ${getParseErrorMessage(output.error)}`,
    );
  }
  return result;
}

/**
 * zod's synchronous check, which costs a fraction of the asynchronous one the SDK uses (finding 40); a schema with an
 * async check makes it throw `$ZodAsyncError` before anything is decided, and is then checked as the SDK does.
 */
function check(schema: AnyObjectSchema, value: unknown) {
  try {
    return safeParse(schema, value);
  } catch (error) {
    if (error instanceof z.core.$ZodAsyncError) return safeParseAsync(schema, value);
    throw error;
  }
}
