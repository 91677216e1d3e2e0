import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDashboardContext } from '~/server/api/dashboard-context';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { config } from '~/server/config';
import { guardRequest } from '~/server/http/request-guard';
import { logger } from '~/server/logger';

export const dynamic = 'force-dynamic';

/** Mutations must come from this site (CSRF); bodies and query inputs pass the shared size and JSON rules. */
async function handler(incoming: Request) {
  const req = await guardRequest(incoming, { sameOrigin: { trustForwardedHost: config().authIp.trustedProxies.length > 0 }, jsonQueryParam: 'input' });
  if (req instanceof Response) return req;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: dashboardRouter,
    createContext: () => createDashboardContext(req),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path }, 'dashboard error');
    },
  });
}

export { handler as GET, handler as POST };
