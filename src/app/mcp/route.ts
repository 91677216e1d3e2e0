import { httpRestApi } from '~/mcp/api-client';
import { handleMcpRequest } from '~/mcp/http-handler';
import { config } from '~/server/config';

export const dynamic = 'force-dynamic';

/** The remote tool server; it calls this app's own /v1 unless SERVICE_API_URL says otherwise. */
function handle(req: Request) {
  return handleMcpRequest(req, httpRestApi(config().serviceApiUrl ?? new URL(req.url).origin));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
// Otherwise Next answers OPTIONS itself (204, `Allow` listing every export): only POST is served.
export const OPTIONS = handle;
