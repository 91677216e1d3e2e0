import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE_API_URL, mcpSettings } from './mcp-settings';

describe('mcpSettings', () => {
  it('defaults: port 3300, the local API, no key, its /mcp on localhost', () => {
    expect(mcpSettings({})).toEqual({
      port: 3300,
      apiUrl: DEFAULT_SERVICE_API_URL,
      apiKey: undefined,
      resource: 'http://localhost:3300/mcp',
    });
  });

  it('reads the environment, a blank key being none', () => {
    expect(mcpSettings({ MCP_PORT: '4400', SERVICE_API_URL: 'https://api.example', SERVICE_API_KEY: '  ' })).toEqual({
      port: 4400,
      apiUrl: 'https://api.example',
      apiKey: undefined,
      resource: 'http://localhost:4400/mcp',
    });
    expect(mcpSettings({ MCP_PUBLIC_URL: 'https://tools.example/' }).resource).toBe('https://tools.example/mcp');
    expect(mcpSettings({ SERVICE_API_KEY: ' svc_live_abcdefgh.x ' }).apiKey).toBe('svc_live_abcdefgh.x');
  });

  it('refuses a bad value with the reason, as config() does', () => {
    expect(() => mcpSettings({ MCP_PORT: 'abc' })).toThrow(/Invalid environment: MCP_PORT/);
    expect(() => mcpSettings({ SERVICE_API_URL: 'not a url' })).toThrow(/SERVICE_API_URL/);
  });
});
