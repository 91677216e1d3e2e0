import type { AnyProcedure } from '@trpc/server';
import type { ApiMeta } from '~/server/api/trpc';

export type Route = { method: string; path: string; pattern: RegExp; meta: ApiMeta };

/** The REST routes the router declares, for 404/405 decisions before the adapter runs. */
export function buildRouteTable(procedures: Record<string, unknown>): Route[] {
  const routes: Route[] = [];
  for (const procedure of Object.values(procedures) as AnyProcedure[]) {
    const meta = procedure._def.meta as ApiMeta | undefined;
    if (!meta?.openapi) continue;
    const source = meta.openapi.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    routes.push({ method: meta.openapi.method, path: meta.openapi.path, pattern: new RegExp(`^${source}/?$`), meta });
  }
  return routes;
}

export type RouteMatch =
  { kind: 'found'; route: Route } | { kind: 'method_not_allowed'; allow: string[] } | { kind: 'not_found' };

export function matchRoute(routes: Route[], method: string, path: string): RouteMatch {
  const onPath = routes.filter((r) => r.pattern.test(path));
  if (onPath.length === 0) return { kind: 'not_found' };
  const route = onPath.find((r) => r.method === method);
  return route ? { kind: 'found', route } : { kind: 'method_not_allowed', allow: onPath.map((r) => r.method) };
}
