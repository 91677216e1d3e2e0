// `npm run mcp:stdio`: the tool server over stdio for local agent clients. stdout is the protocol;
// anything human goes to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createToolServer } from '~/mcp/server';

const key = process.env.SERVICE_API_KEY?.trim();
if (!key) {
  process.stderr.write(
    'SERVICE_API_KEY is empty: set it to the agent API key (svc_live_…) given by your organization dashboard.\n',
  );
  process.exit(1);
}
const apiUrl = process.env.SERVICE_API_URL ?? 'http://api.localhost:3100';

const server = createToolServer({ apiUrl, authorization: `Bearer ${key}` });
await server.connect(new StdioServerTransport());
process.stderr.write(`Agent Order Service tools on stdio -> ${apiUrl}\n`);
