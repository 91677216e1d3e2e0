import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDashboardContext } from '~/server/api/dashboard-context';
import { toTrpcError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '~/server/api/error-envelope';
import { databaseFailure } from '~/server/db/connection-errors';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { serviceDomainContext } from '~/server/composition';
import { config } from '~/server/config';
import { guardRequest } from '~/shared/http/request-guard';
import { logger } from '~/server/logger';

export const dynamic = 'force-dynamic';

/** Mutations must come from this site (CSRF); bodies and query inputs pass the shared size and JSON rules. */
async function handler(incoming: Request) {
  const req = await guardRequest(incoming, {
    sameOrigin: { trustForwardedHost: config().authIp.trustedProxies.length > 0 },
    jsonQueryParam: 'input',
  });
  if (req instanceof Response) return req;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: dashboardRouter,
    // A database that is away while the session is read is a 503 like any other (not a 500).
    createContext: () =>
      createDashboardContext(req, serviceDomainContext()).catch((e: unknown) => {
        throw toTrpcError(e);
      }),
    responseMeta: ({ errors }) =>
      errors.some((e) => e.code === 'SERVICE_UNAVAILABLE')
        ? { headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } }
        : {},
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') logger.error({ err: error.cause ?? error, path }, 'dashboard error');
      else if (error.code === 'SERVICE_UNAVAILABLE')
        logger.warn({ path, cause: databaseFailure(error)?.code }, 'database unavailable on the dashboard');
    },
  });
}

export { handler as GET, handler as POST };
