// `npm run mcp:http`: the tool server on its own port (MCP_PORT, default 3300) against SERVICE_API_URL.
import { createServer, type ServerResponse } from 'node:http';
import { ApiUnreachable, httpRestApi } from '~/mcp/api-client';
import { handleMcpRequest } from '~/mcp/http-handler';
import { sendFetchResponse, toFetchRequest } from '~/mcp/transports/node-fetch-bridge';
import { PROTECTED_RESOURCE_METADATA_PATH, standaloneAuthorization } from '~/mcp/transports/standalone-oauth';
import { mcpSettings } from '~/shared/settings/mcp-settings';

const { port, apiUrl, resource } = mcpSettings(process.env);
const send = (res: ServerResponse, response: Response) => sendFetchResponse(res, response);
const oauth = standaloneAuthorization({ resource, apiUrl });
// One for the process: the tool servers that call it are kept for later requests (withToolServer).
const api = httpRestApi(apiUrl);

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/health' && req.method === 'GET') return send(res, Response.json({ ok: true }));
    if (path === PROTECTED_RESOURCE_METADATA_PATH) {
      if (req.method === 'GET') return send(res, await oauth.metadataResponse());
      const allow = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET', Allow: 'GET' };
      return send(res, new Response(null, { status: req.method === 'OPTIONS' ? 204 : 405, headers: allow }));
    }
    if (path !== '/mcp')
      return send(res, Response.json({ error: { code: 'NOT_FOUND', message: `No route ${path}` } }, { status: 404 }));
    const request = toFetchRequest(req, `http://localhost:${port}`);
    await send(res, await handleMcpRequest(request, api, oauth.authorization));
  } catch (error) {
    if (res.headersSent) return;
    if (error instanceof ApiUnreachable) {
      // The API (and its authorization server) could not be asked: nothing was decided, the client may retry.
      const body = { error: { code: 'API_UNREACHABLE', message: error.message } };
      return send(res, Response.json(body, { status: 503, headers: { 'Retry-After': '5' } }));
    }
    process.stderr.write(`mcp: ${(error as Error).stack ?? String(error)}\n`);
    await send(res, Response.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, { status: 500 }));
  }
});

server.listen(port, () =>
  process.stderr.write(`MCP tool server on http://localhost:${port}/mcp (OAuth resource ${resource}) -> ${apiUrl}\n`),
);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
