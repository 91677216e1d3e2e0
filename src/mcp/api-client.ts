import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';

export type ApiRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A multipart/form-data body instead of JSON: a few fields and one file part named `file`. */
  form?: MultipartForm;
  headers?: Record<string, string>;
};
export type MultipartForm = { fields: Record<string, string>; file: { name: string; bytes: Buffer } };

/** The form encoded by hand: the HTTP client has no FormData, and the document is already in memory (small). */
export function encodeMultipart(form: MultipartForm): { body: Buffer; contentType: string } {
  const boundary = `----aos${randomBytes(12).toString('hex')}`;
  const quoted = (v: string) => v.replace(/["\r\n\\]/g, '_');
  const parts = Object.entries(form.fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(form.file.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(parts.join('') + head), form.file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
export type ApiResponse = {
  status: number;
  text: string;
  /**
   * Only from the API in this process (src/server/front-door/mcp-rest-api.ts), for a success: the schema its own
   * /v1 pipeline held the answer to (the endpoint's output, parsed or built exactly in its shape), with `text`
   * `JSON.stringify` of it. A tool whose output schema is this very schema need not check or re-serialize the
   * answer (direct-tool-call.ts); an API over HTTP may be another version, so its answers are always checked.
   */
  checkedBy?: unknown;
};

/**
 * How the tools reach the REST API: over HTTP (`httpRestApi`), or, inside the web server that also serves /v1,
 * by calling its pipeline directly (src/server/front-door/mcp-rest-api.ts). Either way the caller's Authorization
 * header goes with each call unchanged, so the API decides whether the key is good.
 */
export type RestApi = (authorization: string, request: ApiRequest) => Promise<ApiResponse>;

export function httpRestApi(baseUrl: string): RestApi {
  return (authorization, request) => callApi(baseUrl, authorization, request);
}

export class ApiUnreachable extends Error {}

/** `*.localhost` is loopback (RFC 6761) even where the system resolver does not say so. */
const lookupLocalhost: typeof import('node:dns').lookup = ((hostname: string, options: unknown, callback: unknown) => {
  const cb = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void;
  const opts = (typeof options === 'object' && options) || {};
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    return (opts as { all?: boolean }).all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4);
  }
  return import('node:dns').then((dns) => dns.lookup(hostname, opts as never, cb as never));
}) as never;

/** One call to the REST API with the caller's Authorization header, forwarded unchanged. */
export function callApi(baseUrl: string, authorization: string, request: ApiRequest): Promise<ApiResponse> {
  const form = request.form ? encodeMultipart(request.form) : undefined;
  const body = form?.body ?? (request.body === undefined ? undefined : Buffer.from(JSON.stringify(request.body)));
  const contentType = form?.contentType ?? 'application/json';
  return requestService(new URL(`/v1${request.path}`, baseUrl), {
    method: request.method,
    headers: {
      Authorization: authorization,
      Accept: 'application/json',
      ...(body ? { 'Content-Type': contentType, 'Content-Length': String(body.length) } : {}),
      ...request.headers,
    },
    body,
  });
}

/** One HTTP exchange with the service (the API, or its authorization server); a network failure is `ApiUnreachable`. */
export function requestService(
  url: URL,
  options: { method: string; headers: Record<string, string>; body?: Buffer },
): Promise<ApiResponse> {
  const client = url.protocol === 'https:' ? https : http;
  const { body } = options;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: options.method,
        headers: options.headers,
        lookup: isIP(url.hostname) ? undefined : lookupLocalhost,
        signal: AbortSignal.timeout(30_000),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => reject(new ApiUnreachable(e.message)));
      },
    );
    req.on('error', (e) => reject(new ApiUnreachable(`${url.origin}: ${e.message}`)));
    req.end(body);
  });
}
