import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createDashboardContext } from '~/server/api/dashboard-context';
import { dashboardRouter } from '~/server/api/routers/dashboard/router';
import { logger } from '~/server/logger';

export const dynamic = 'force-dynamic';

/** Mutations must come from this site: a cross-site Origin is refused before anything runs (CSRF). */
function crossSite(req: Request): boolean {
  const origin = req.headers.get('origin');
  if (req.method !== 'POST' || !origin) return false;
  return new URL(origin).host !== (req.headers.get('x-forwarded-host') ?? req.headers.get('host'));
}

function handler(req: Request) {
  if (crossSite(req)) return Response.json({ error: { code: 'FORBIDDEN', message: 'Cross-site request refused.' } }, { status: 403 });
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
