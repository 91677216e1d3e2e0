// `npm run mcp:http`: the tool server on its own port (MCP_PORT, default 3300) against SERVICE_API_URL.
import { createServer, type ServerResponse } from 'node:http';
import { httpRestApi } from '~/mcp/api-client';
import { handleMcpRequest } from '~/mcp/http-handler';
import { OAUTH_REGISTRATION_PATH, oauthRegistrationRefusal } from '~/mcp/oauth-refusal';
import { sendFetchResponse, toFetchRequest } from '~/mcp/transports/node-fetch-bridge';
import { mcpSettings } from '~/shared/settings/mcp-settings';

const { port, apiUrl } = mcpSettings(process.env);
const send = (res: ServerResponse, response: Response) => sendFetchResponse(res, response);

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/health' && req.method === 'GET') return send(res, Response.json({ ok: true }));
    if (path === OAUTH_REGISTRATION_PATH && req.method === 'POST') return send(res, oauthRegistrationRefusal());
    if (path !== '/mcp')
      return send(res, Response.json({ error: { code: 'NOT_FOUND', message: `No route ${path}` } }, { status: 404 }));
    await send(res, await handleMcpRequest(toFetchRequest(req, `http://localhost:${port}`), httpRestApi(apiUrl)));
  } catch (error) {
    process.stderr.write(`mcp: ${(error as Error).stack ?? String(error)}\n`);
    if (!res.headersSent)
      await send(res, Response.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, { status: 500 }));
  }
});

server.listen(port, () => process.stderr.write(`MCP tool server on http://localhost:${port}/mcp -> ${apiUrl}\n`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
