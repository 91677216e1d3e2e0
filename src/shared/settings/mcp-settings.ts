import { z } from 'zod';

/**
 * The MCP tool server's settings. The web app validates them in src/server/config.ts with these same
 * field schemas; the standalone and stdio processes, which load no server module, parse them here.
 */
export const MCP_SETTINGS_SHAPE = {
  MCP_PORT: z.coerce.number().int().min(1).max(65535).default(3300),
  SERVICE_API_URL: z.string().url().optional(),
  /**
   * The origin people reach the standalone tool server at. Its `/mcp` is an OAuth protected resource of its own:
   * the web app's authorization server issues tokens for it, and the standalone server accepts only those.
   */
  MCP_PUBLIC_URL: z.string().url().optional(),
};

const schema = z.object({
  ...MCP_SETTINGS_SHAPE,
  SERVICE_API_KEY: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
});

/** Where `npm start` serves the API by default; the standalone processes call it when SERVICE_API_URL is unset. */
export const DEFAULT_SERVICE_API_URL = 'http://api.localhost:3100';

/** The standalone server's `/mcp` as tokens name it in their audience (RFC 8707): `MCP_PUBLIC_URL`, else localhost. */
export const standaloneMcpResource = (port: number, publicUrl: string | undefined) =>
  `${(publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '')}/mcp`;

export type McpSettings = { port: number; apiUrl: string; apiKey: string | undefined; resource: string };

/** The settings of a standalone MCP process from its environment; a bad value stops it with the reason. */
export function mcpSettings(env: Record<string, string | undefined>): McpSettings {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const { MCP_PORT, SERVICE_API_URL, SERVICE_API_KEY, MCP_PUBLIC_URL } = parsed.data;
  return {
    port: MCP_PORT,
    apiUrl: SERVICE_API_URL ?? DEFAULT_SERVICE_API_URL,
    apiKey: SERVICE_API_KEY,
    resource: standaloneMcpResource(MCP_PORT, MCP_PUBLIC_URL),
  };
}
