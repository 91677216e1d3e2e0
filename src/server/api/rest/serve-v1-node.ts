import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { toApiError } from '~/server/api/error-envelope';
import { API_HEADERS } from '~/server/http/security-headers.mjs';
import { logger } from '~/server/logger';
import { handleV1 } from './handle-v1';

/**
 * Paths the web server answers itself, before Next: `/v1` and its plain segments (letters, digits, `_`, `-`,
 * `~`, `.` inside a segment). Anything Next would normalise or decode first (`//`, `.`/`..` segments, a
 * trailing slash, percent-escapes) and the OpenAPI document (a Next route) still go through Next, so their
 * answers stay exactly what they were.
 */
const LEAN_PATH = /^\/v1(?:\/(?!\.{1,2}(?:[/?]|$))[\w.~-]+)*(?:\?|$)/;
const OPENAPI_DOCUMENT = /^\/v1\/openapi\.json(?:\?|$)/;

export function servedBeforeNext(target: string | undefined): boolean {
  return target !== undefined && LEAN_PATH.test(target) && !OPENAPI_DOCUMENT.test(target);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else headers.set(name, value);
  }
  return headers;
}

function writeHead(res: ServerResponse, status: number, headers: Iterable<[string, string]>): void {
  res.statusCode = status;
  for (const { key, value } of API_HEADERS) res.setHeader(key, value);
  for (const [name, value] of headers) res.setHeader(name, value);
}

/**
 * A /v1 request answered without Next's router (docs/performance.md, finding 4): the same handler the Next
 * route calls (handle-v1.ts), given a fetch `Request` built from the Node request, and the same headers
 * Next adds (security-headers.mjs). Next's per-request routing cost more than the whole procedure.
 */
export async function serveV1Node(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  // The client hanging up aborts the request's signal, as Next does for its route handlers.
  const hangUp = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) hangUp.abort();
  });
  const method = req.method ?? 'GET';
  try {
    const request = new Request(origin + req.url, {
      method,
      headers: requestHeaders(req),
      body: BODY_METHODS.has(method) ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
      signal: hangUp.signal,
      duplex: 'half',
    } as RequestInit);
    const response = await handleV1(request);
    const body = Buffer.from(await response.arrayBuffer());
    writeHead(res, response.status, response.headers);
    res.setHeader('Content-Length', body.byteLength);
    res.end(body);
  } catch (error) {
    // handleV1 answers every failure itself; reaching here is a fault of this adapter.
    logger.error({ err: error, path: req.url }, 'the /v1 adapter failed');
    const { status, body } = toApiError(error);
    if (!res.headersSent) writeHead(res, status, [['Content-Type', 'application/json']]);
    res.end(JSON.stringify(body));
  }
}
