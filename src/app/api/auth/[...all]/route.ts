import { toNextJsHandler } from 'better-auth/next-js';
import { getAuth } from '~/server/auth/auth';
import { withSecureCookies } from '~/server/auth/secure-cookies';
import { config } from '~/server/config';
import { guardRequest } from '~/shared/http/request-guard';

export const dynamic = 'force-dynamic';

const handler = async () => toNextJsHandler(await getAuth());

export async function GET(req: Request) {
  return withSecureCookies(req, await (await handler()).GET(req));
}

/**
 * better-auth checks Origin only when a cookie or Fetch Metadata headers are present, and reads any body
 * whole: every POST gets the same-origin, size and JSON rules here first.
 */
export async function POST(incoming: Request) {
  const req = await guardRequest(incoming, {
    sameOrigin: { trustForwardedHost: config().authIp.trustedProxies.length > 0 },
  });
  if (req instanceof Response) return req;
  return withSecureCookies(req, await (await handler()).POST(req));
}
