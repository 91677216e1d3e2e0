// `npm run mcp:http`: the tool server on its own port (MCP_PORT, default 3300) against SERVICE_API_URL.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { handleMcpRequest } from '~/mcp/http-handler';
import { OAUTH_REGISTRATION_PATH, oauthRegistrationRefusal } from '~/mcp/oauth-refusal';
import { mcpSettings } from '~/shared/settings/mcp-settings';

const { port, apiUrl } = mcpSettings(process.env);

/**
 * The body as a stream pulled on demand, so that http-handler's 1 MiB cap applies here too. When the reader
 * gives up, the rest is read and dropped rather than the socket torn down, so the client still gets the 413.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (finished) return;
          controller.enqueue(new Uint8Array(chunk));
          req.pause();
        });
        req.on('end', () => {
          if (!finished) controller.close();
          finished = true;
        });
        req.on('error', (error) => {
          if (!finished) controller.error(error);
          finished = true;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        finished = true;
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

function toRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`http://localhost:${port}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: 'half',
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  res.end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer(async (req, res) => {
  try {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/health' && req.method === 'GET') return send(res, Response.json({ ok: true }));
    if (path === OAUTH_REGISTRATION_PATH && req.method === 'POST') return send(res, oauthRegistrationRefusal());
    if (path !== '/mcp')
      return send(res, Response.json({ error: { code: 'NOT_FOUND', message: `No route ${path}` } }, { status: 404 }));
    await send(res, await handleMcpRequest(toRequest(req), apiUrl));
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
