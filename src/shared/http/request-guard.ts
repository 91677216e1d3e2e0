import { inspectJson, jsonProblemAnswer } from './json-guard';
import { readCappedBody } from './read-capped-body';
import { isForeignOrigin } from './same-origin';

export type GuardOptions = {
  /** Refuse a state-changing request whose Origin is not this site (cookie-authenticated surfaces). */
  sameOrigin?: { trustForwardedHost: boolean };
  /** A query parameter that carries JSON input (tRPC queries send `?input=`), inspected like a body. */
  jsonQueryParam?: string;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const refuse = (status: number, code: string, message: string) =>
  Response.json({ error: { code, message } }, { status });

// Other media types are the inner handler's business (tRPC and better-auth answer 415 for most of them).
export function isJsonMediaType(contentType: string | null): boolean {
  if (contentType === null) return true;
  return /^application\/([\w.-]+\+)?json$/i.test(contentType.split(';')[0]!.trim());
}

function refuseJson(text: string): Response | null {
  const inspection = inspectJson(text);
  // Not JSON at all: the inner handler has its own answer for that.
  if (inspection.kind === 'ok' || inspection.kind === 'not_json') return null;
  const { status, message } = jsonProblemAnswer(inspection);
  return refuse(status, 'VALIDATION', message);
}

/** A fresh Request holding the body already read (the original's stream is spent). */
function withBody(req: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers(req.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes.byteLength));
  return new Request(req.url, { method: req.method, headers, body: bytes, signal: req.signal });
}

/**
 * One front door for the non-/v1 surfaces (/api/trpc, /api/auth, /mcp): origin, body size, then the JSON
 * rules, in that order so that a refused request costs as little as possible. Returns the answer to send,
 * or a fresh Request holding the (already read, at most 1 MiB) body for the inner handler.
 */
export async function guardRequest(req: Request, options: GuardOptions = {}): Promise<Request | Response> {
  const safe = SAFE_METHODS.has(req.method);
  if (options.sameOrigin && !safe && isForeignOrigin(req.headers, options.sameOrigin)) {
    return refuse(403, 'FORBIDDEN', 'Permintaan lintas situs ditolak (Origin bukan situs ini).');
  }
  if (options.jsonQueryParam) {
    const input = new URL(req.url).searchParams.get(options.jsonQueryParam);
    const refused = input ? refuseJson(input) : null;
    if (refused) return refused;
  }
  if (req.method === 'GET' || req.method === 'HEAD' || !req.body) return req;

  const body = await readCappedBody(req);
  if (body.tooLarge) return refuse(413, 'PAYLOAD_TOO_LARGE', 'Body melebihi 1 MiB.');
  if (body.bytes.byteLength > 0 && isJsonMediaType(req.headers.get('content-type'))) {
    const refused = refuseJson(new TextDecoder().decode(body.bytes));
    if (refused) return refused;
  }
  return withBody(req, body.bytes);
}
