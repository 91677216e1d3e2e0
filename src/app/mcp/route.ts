import { handleMcpRequest } from '~/mcp/http-handler';
import { mcpRestApi } from '~/server/front-door/mcp-rest-api';
import { mcpAuthorization } from '~/server/front-door/mcp-authorization';

export const dynamic = 'force-dynamic';

/** The remote tool server; its tools call this app's /v1 pipeline in process unless SERVICE_API_URL says otherwise. */
function handle(req: Request) {
  const { origin } = new URL(req.url);
  return handleMcpRequest(req, mcpRestApi(origin), mcpAuthorization(origin));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
// Otherwise Next answers OPTIONS itself (204, `Allow` listing every export): only POST is served.
export const OPTIONS = handle;
