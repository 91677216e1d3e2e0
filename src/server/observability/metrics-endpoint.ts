import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` in the Prometheus text format, for the machine itself (the client address, after the trusted
 * proxies, is loopback) or for a scraper holding `METRICS_TOKEN` as a Bearer token. Anyone else gets 404, as if
 * the path did not exist: the figures say how the business goes.
 */
export function metricsEndpoint(options: {
  registry: Registry;
  token: string | undefined;
  /** The exposition to serve, when not this registry's alone (a web process of a cluster: the whole cluster's). */
  exposition?: () => Promise<string>;
}) {
  const expected = options.token ? digest(options.token) : null;
  return async (req: IncomingMessage, res: ServerResponse, clientAddress: string | undefined): Promise<void> => {
    const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const tokenOk = expected !== null && bearer !== undefined && timingSafeEqual(digest(bearer), expected);
    if (!tokenOk && !isLoopback(clientAddress)) {
      res
        .writeHead(404, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Tidak ditemukan.' } }));
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    try {
      const body = await (options.exposition ?? (() => options.registry.metrics()))();
      res.writeHead(200, { 'Content-Type': options.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      // The database figures could not be read: say so, never half an exposition.
      res.writeHead(503, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          error: { code: 'TEMPORARILY_UNAVAILABLE', message: 'Metrik tidak dapat dibaca sekarang.' },
        }),
      );
    }
  };
}
