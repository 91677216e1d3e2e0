import http from 'node:http';
import https from 'node:https';
import { networkFailureMessage } from './delivery-failure';
import type { WebhookResult } from '~/server/domain/webhooks/webhook-transport';
import type { CheckedTarget } from './target-guard';

/**
 * POSTs the exact bytes to the checked address (the Host header and TLS name stay the URL's), with one
 * deadline for connect, headers and body, and no redirects followed.
 */
export function postJson(
  target: CheckedTarget,
  body: Buffer,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<WebhookResult> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const failed = (statusCode: number | null, e: NodeJS.ErrnoException): WebhookResult => ({
      statusCode,
      error: signal.aborted ? `timeout after ${timeoutMs} ms` : networkFailureMessage(e),
      reason: `${e.code ?? e.name}: ${e.message}`,
    });
    const req = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
        signal,
        lookup: (_host, options, callback) => {
          if ((options as { all?: boolean }).all)
            (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
              { address: target.address, family: target.family },
            ]);
          else callback(null, target.address, target.family);
        },
      },
      (res) => {
        // Read (and discard) the answer so the status counts only once the receiver has answered fully.
        res.on('data', () => {});
        res.on('end', () => resolve({ statusCode: res.statusCode ?? null, error: null }));
        res.on('error', (e) => resolve(failed(res.statusCode ?? null, e)));
      },
    );
    req.on('error', (e) => resolve(failed(null, e)));
    req.end(body);
  });
}
