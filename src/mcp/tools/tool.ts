import type { ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ApiRequest } from '~/mcp/api-client';
import type { Uploader } from './documents';
import type { RestBody } from './rest-body';
import { hasLoneSurrogate } from '~/shared/lone-surrogate';

/** A tool is a described input schema and the REST call it makes; the server does the rest. */
export type ToolDefinition<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  name: string;
  title: string;
  description: string;
  inputSchema: Shape;
  /** The REST response's own schema (src/shared): every success carries it as `structuredContent`. */
  outputSchema: z.ZodObject<any>;
  annotations: ToolAnnotations;
  /** The REST body the arguments are taken from, where the call has one. */
  body?: RestBody<any>;
  request: (args: z.infer<z.ZodObject<Shape>>) => ApiRequest;
  /** Before the call: uploads the inline documents in the arguments and puts their file ids where they go. */
  prepare?: (args: z.infer<z.ZodObject<Shape>>, upload: Uploader) => Promise<z.infer<z.ZodObject<Shape>>>;
};

export const defineTool = <Shape extends z.ZodRawShape>(tool: ToolDefinition<Shape>) => tool;

export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};
export const WRITES: ToolAnnotations = { readOnlyHint: false, destructiveHint: false, openWorldHint: false };

export const segment = (value: string) => encodeURIComponent(value);

/**
 * An id or code that becomes one path segment of the REST call: well-formed text, and never `.` or `..`
 * (which would address another path). Anything else is the tool's own validation error, not a bad request.
 */
export const pathSegment = () =>
  z
    .string()
    .min(1)
    .max(200)
    .refine((v) => !hasLoneSurrogate(v), 'must be well-formed text')
    .refine((v) => v !== '.' && v !== '..', 'must be an id or code, not "." or ".."');
