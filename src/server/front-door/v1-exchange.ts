import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { encodeMultipart, type ApiRequest } from '~/mcp/api-client';
import { toFetchRequest } from '~/mcp/transports/node-fetch-bridge';
import { readCappedBody, MAX_BODY_BYTES, type CappedBody } from '~/shared/http/read-capped-body';

/**
 * What the /v1 pipeline reads of a request, whichever door it came through: Next's route (a fetch `Request`), the
 * web server before Next (a Node request) or a tool of /mcp in process (a plain call). The doors that are not
 * fetch skip building a `Request` and a `Response` around every call, which cost more Node time than the
 * pipeline's own checks (docs/performance.md, finding 30).
 */
export type V1Request = {
  method: string;
  /** The path, `/v1/...`, as the URL parser gives it. */
  path: string;
  /** The query, or null without one. */
  query: URLSearchParams | null;
  /** A header's value (several joined by `, `), or null. */
  header: (name: string) => string | null;
  /** The client has gone: no answer reaches it. */
  aborted: () => boolean;
  /** The body, read once, at most 1 MiB. */
  body: () => Promise<CappedBody>;
  /** The request as fetch sees it, for an endpoint that streams its own body (multipart); its body is not read before. */
  toRequest: () => Request;
};

/**
 * A /v1 answer: JSON text, or bytes streamed as they are read (a file's content). `route` is the route template
 * the pipeline matched (`/v1/orders/{id}`, or `unmatched`), for the web server's metrics, which would otherwise
 * match the path a second time.
 */
export type V1Answer = {
  status: number;
  headers: Record<string, string>;
  body: string | ReadableStream<Uint8Array>;
  route?: string;
};

/** A fetch `Request` (Next's route, tests) as the pipeline reads it. */
export function fromFetchRequest(req: Request): V1Request {
  const url = new URL(req.url);
  return {
    method: req.method,
    path: url.pathname,
    query: url.search ? url.searchParams : null,
    header: (name) => req.headers.get(name),
    aborted: () => req.signal.aborted,
    body: () => readCappedBody(req),
    toRequest: () => req,
  };
}

export function toFetchResponse(answer: V1Answer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * A Node request (the web server before Next) as the pipeline reads it. `target` is the request target, a path the
 * front door matched as plain segments, so without a query it is already what the URL parser would give. A class,
 * so that a request makes one object and no closures (each closure is an allocation, and under tsx a `__name`
 * call too: ~2 % of a GET's thread in a `--cpu-prof`, finding 50).
 */
class NodeV1Request implements V1Request {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams | null;

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly origin: string,
  ) {
    const target = req.url ?? '/';
    const url = target.includes('?') ? new URL(target, origin) : null;
    this.method = req.method ?? 'GET';
    this.path = url ? url.pathname : target;
    this.query = url ? url.searchParams : null;
  }

  header(name: string): string | null {
    const value = this.req.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  aborted(): boolean {
    return this.req.socket.destroyed && !this.res.writableFinished;
  }

  body(): Promise<CappedBody> {
    return readNodeBody(this.req);
  }

  toRequest(): Request {
    // The client hanging up aborts the request's signal, as Next does for its route handlers.
    const hangUp = new AbortController();
    this.res.once('close', () => {
      if (!this.res.writableFinished) hangUp.abort();
    });
    return toFetchRequest(this.req, this.origin, hangUp.signal);
  }
}

export function fromNodeRequest(req: IncomingMessage, res: ServerResponse, origin: string): V1Request {
  return new NodeV1Request(req, res, origin);
}

/**
 * A tool's call (src/mcp) as the pipeline reads it: the request it would have sent over loopback HTTP (same path,
 * headers and body), made of plain values.
 */
export function plainV1Request(origin: string, authorization: string, request: ApiRequest): V1Request {
  const url = new URL(`/v1${request.path}`, origin);
  const form = request.form ? encodeMultipart(request.form) : undefined;
  const headers: Record<string, string> = {
    Authorization: authorization,
    Accept: 'application/json',
    ...(form ? { 'Content-Type': form.contentType } : {}),
    ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...request.headers,
  };
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  const body = form ? new Uint8Array(form.body) : request.body === undefined ? undefined : JSON.stringify(request.body);
  return {
    method: request.method,
    path: url.pathname,
    query: url.search ? url.searchParams : null,
    header: (name) => byName.get(name) ?? null,
    aborted: () => false,
    body: async () => {
      const bytes = typeof body === 'string' ? Buffer.from(body) : (body ?? new Uint8Array(0));
      return bytes.byteLength > MAX_BODY_BYTES ? { tooLarge: true } : { tooLarge: false, bytes: new Uint8Array(bytes) };
    },
    toRequest: () => new Request(url, { method: request.method, headers, body }),
  };
}

/**
 * The body of a Node request, as readCappedBody reads a fetch body: refused from Content-Length before anything is
 * read, or once the bytes so far pass the cap. A refused body is read on and dropped, so that the client still
 * gets the refusal on a connection it can use again.
 */
function readNodeBody(req: IncomingMessage): Promise<CappedBody> {
  const refuse = (): CappedBody => {
    req.removeAllListeners('data');
    req.resume();
    return { tooLarge: true };
  };
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.resolve(refuse());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) resolve(refuse());
      else chunks.push(chunk);
    });
    req.once('end', () => resolve({ tooLarge: false, bytes: Buffer.concat(chunks) }));
    req.once('error', reject);
    req.once('close', () => {
      if (!req.complete) reject(new Error('The client closed the request before its body ended'));
    });
  });
}

/** Writes an answer to a Node response, with `extraHeaders` first (the answer's own win), as sendFetchResponse does. */
export async function sendV1Answer(
  res: ServerResponse,
  answer: V1Answer,
  extraHeaders: readonly { key: string; value: string }[],
): Promise<void> {
  if (typeof answer.body === 'string') {
    const head = headList(extraHeaders, answer.headers, answer.body);
    if (head) {
      // Text, not a Buffer: Node joins a string body to the head as one chunk, where a Buffer is first copied from
      // the text and then goes out as a second chunk beside the head (finding 40).
      res.writeHead(answer.status, head);
      res.end(answer.body);
      return;
    }
  }
  res.statusCode = answer.status;
  for (const { key, value } of extraHeaders) res.setHeader(key, value);
  // fetch's Headers, which the answers went through before, name them in lower case.
  for (const name in answer.headers) res.setHeader(name.toLowerCase(), answer.headers[name]!);
  if (typeof answer.body !== 'string' && res.hasHeader('content-length')) {
    // A file's content goes out as the client takes it: buffered, ten 20 MB downloads at once held 460 MB
    // (bench/uploads.ts; the same rule as sendFetchResponse).
    try {
      await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), res);
    } catch (error) {
      // The client hanging up mid-body is not a fault of ours; the pipeline has stopped reading the source.
      if (!res.writableFinished && res.destroyed) return;
      throw error;
    }
    return;
  }
  if (typeof answer.body === 'string') {
    res.setHeader('Content-Length', Buffer.byteLength(answer.body));
    res.end(answer.body);
    return;
  }
  const body = Buffer.from(await new Response(answer.body).arrayBuffer());
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
}

/** `extraHeaders` as `writeHead` takes them, and their names in lower case; made once per list (a module constant). */
const extraHeadLists = new WeakMap<readonly { key: string; value: string }[], { names: Set<string>; head: string[] }>();

/**
 * The head `sendV1Answer` writes with `setHeader` for a text answer, as one flat list for `writeHead`: the same
 * names, values and order, without Node's header object, its lower-casing and a validation per `setHeader` call
 * besides the one `writeHead` makes (round 5, X1). Null when an answer's header replaces an extra one (or its
 * length) or another of its own, which `setHeader`'s path decides as before.
 */
function headList(
  extraHeaders: readonly { key: string; value: string }[],
  headers: Record<string, string>,
  body: string,
): string[] | null {
  let extra = extraHeadLists.get(extraHeaders);
  if (!extra) {
    extra = {
      names: new Set(['content-length', ...extraHeaders.map(({ key }) => key.toLowerCase())]),
      head: extraHeaders.flatMap(({ key, value }) => [key, value]),
    };
    extraHeadLists.set(extraHeaders, extra);
  }
  const head = extra.head.slice();
  const own = head.length;
  for (const name in headers) {
    const lower = name.toLowerCase();
    if (extra.names.has(lower)) return null;
    for (let i = own; i < head.length; i += 2) if (head[i] === lower) return null;
    head.push(lower, headers[name]!);
  }
  head.push('Content-Length', String(Buffer.byteLength(body)));
  return head;
}
