import http from 'node:http';
import https from 'node:https';
import type { CheckedTarget } from './target-guard';

export type PostResult = { statusCode: number | null; error: string | null };

/**
 * POSTs the exact bytes to the checked address (the Host header and TLS name stay the URL's), with one
 * deadline for connect, headers and body, and no redirects followed.
 */
export function postJson(target: CheckedTarget, body: Buffer, headers: Record<string, string>, timeoutMs: number): Promise<PostResult> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const req = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        signal,
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
          else callback(null, target.address, target.family);
        },
      },
      (res) => {
        // Read (and discard) the answer so the status counts only once the receiver has answered fully.
        res.on('data', () => {});
        res.on('end', () => resolve({ statusCode: res.statusCode ?? null, error: null }));
        res.on('error', (e) => resolve({ statusCode: res.statusCode ?? null, error: e.message }));
      },
    );
    req.on('error', (e) => resolve({ statusCode: null, error: signal.aborted ? `timeout after ${timeoutMs} ms` : e.message }));
    req.end(body);
  });
}
