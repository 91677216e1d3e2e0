// The tool server over stdio for local agent clients, started by ./stdio.ts (or bin/mcp-stdio.mjs). stdout is
// the protocol; anything human goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { httpRestApi } from '~/mcp/api-client';
import { createToolServer } from '~/mcp/server';
import { mcpSettings } from '~/shared/settings/mcp-settings';

const { apiKey: key, apiUrl } = mcpSettings(process.env);
if (!key) {
  process.stderr.write(
    'SERVICE_API_KEY is empty: set it to the agent API key (svc_live_…) given by your organization dashboard.\n',
  );
  process.exit(1);
}

const server = createToolServer({ api: httpRestApi(apiUrl), authorization: `Bearer ${key}` });
await server.connect(new StdioServerTransport());
process.stderr.write(`Agent Order Service tools on stdio -> ${apiUrl}\n`);
