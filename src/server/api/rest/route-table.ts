import {
  coerceSchema,
  forEachOpenApiProcedure,
  getPathParameters,
  getPathRegExp,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  normalizePath,
  unwrapZodType,
  type OpenApiProcedure,
} from 'trpc-to-openapi';
import { ZodArray } from 'zod/v4';
import { v1Router } from '~/server/api/routers/v1/router';
import { endpointOf, type V1Endpoint } from './endpoint';

/** One /v1 operation, prepared once: the endpoint the pipeline runs, and how its input arrives. */
export type Route = {
  method: string;
  /** The path template, as in the OpenAPI document (`/orders/{id}`). */
  path: string;
  endpoint: V1Endpoint;
  /** False for a procedure without input (`z.void()`): it is called with `undefined`. */
  takesInput: boolean;
  /** Query parameters declared as arrays: a single value is wrapped, as trpc-to-openapi does. */
  arrayParams: Set<string>;
  /**
   * The input's own fields that are not path parameters: what a query string can give (when the method reads
   * one). Any other query parameter is ignored, its text included.
   */
  queryParams: ReadonlySet<string>;
  /** Case-sensitive match of the template, one trailing slash allowed. */
  pattern: RegExp;
};

export type RouteMatch =
  | { kind: 'found'; route: Route; pathInput: Record<string, string> }
  | { kind: 'method_not_allowed'; allow: string[] }
  | { kind: 'not_found' };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * trpc-to-openapi's own matcher (`createProcedureCache`: method + path -> procedure + path parameters), its table
 * built once for the process: per method the library's expressions in its order, the first that matches wins. The
 * library's lookup copies its table into an array and runs the winning expression twice on every request; here each
 * is run once (round 5).
 */
type Candidate = {
  method: string;
  pattern: RegExp;
  /** The path parameters' names, the expression's named groups. */
  names: string[];
  procedure: OpenApiProcedure;
  /** Prepared at its first match. */
  route?: Route;
};
const candidates = new Map<string, Candidate[]>();
forEachOpenApiProcedure(v1Router._def.procedures, ({ procedure, meta: { openapi } }) => {
  if ((procedure as unknown as { _def: { type: string } })._def.type === 'subscription') return;
  let list = candidates.get(openapi.method);
  if (!list) candidates.set(openapi.method, (list = []));
  const path = normalizePath(openapi.path);
  list.push({ method: openapi.method, pattern: getPathRegExp(path), names: getPathParameters(path), procedure });
});

/** Our paths are case-sensitive and allow one trailing slash; the library's matcher ignores case. */
function exactPattern(template: string): RegExp {
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${source}/?$`);
}

function prepare(method: string, procedure: OpenApiProcedure): Route {
  const endpoint = endpointOf(procedure);
  const { meta } = endpoint;
  const schema = unwrapZodType(endpoint.input, true);
  const arrayParams = new Set<string>();
  const pathNames = new Set(getPathParameters(normalizePath(meta.openapi!.path)));
  const queryParams = new Set<string>();
  if (instanceofZodTypeObject(schema)) {
    for (const [key, shape] of Object.entries(schema.shape)) {
      if (!pathNames.has(key)) queryParams.add(key);
      const inner =
        shape instanceof ZodArray ? shape : 'unwrap' in shape ? (shape as { unwrap(): unknown }).unwrap() : 0;
      if (inner instanceof ZodArray) arrayParams.add(key);
    }
    // Query strings arrive as text: numbers, booleans and dates are coerced (once; the library does it per request).
    coerceSchema(schema);
  }
  return {
    method,
    path: meta.openapi!.path,
    endpoint,
    takesInput: !instanceofZodTypeLikeVoid(schema),
    arrayParams,
    queryParams,
    pattern: exactPattern(meta.openapi!.path),
  };
}

function find(method: string, path: string): { route: Route; pathInput: Record<string, string> } | undefined {
  for (const candidate of candidates.get(method) ?? []) {
    const matched = candidate.pattern.exec(path);
    if (!matched) continue;
    const route = (candidate.route ??= prepare(candidate.method, candidate.procedure));
    if (!route.pattern.test(path)) return undefined;
    // Copied by name: a spread of `groups` (an object without a prototype) takes V8's slow path (round 5).
    const pathInput: Record<string, string> = {};
    for (const name of candidate.names) pathInput[name] = matched.groups![name]!;
    return { route, pathInput };
  }
  return undefined;
}

/** 404, 405 with the served methods, or the route with its path parameters. */
export function matchRoute(method: string, path: string): RouteMatch {
  const found = find(method, path);
  if (found) return { kind: 'found', route: found.route, pathInput: found.pathInput };
  const allow = METHODS.filter((m) => m !== method && find(m, path));
  return allow.length ? { kind: 'method_not_allowed', allow } : { kind: 'not_found' };
}

/** The route behind an operation of the OpenAPI document (path template and method), for post-processing it. */
export function routeOf(method: string, template: string): Route | undefined {
  return find(method.toUpperCase(), template)?.route;
}
