import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import type { ApiRequest } from '../api-client';

/** A tool is a described input schema and the REST call it makes; the server does the rest. */
export type ToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  title: string;
  description: string;
  inputSchema: Shape;
  annotations: ToolAnnotations;
  request: (args: z.infer<z.ZodObject<Shape>>) => ApiRequest;
};

export const defineTool = <Shape extends z.ZodRawShape>(tool: ToolDefinition<Shape>) => tool;

export const READ_ONLY: ToolAnnotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
export const WRITES: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

export const segment = (value: string) => encodeURIComponent(value);
