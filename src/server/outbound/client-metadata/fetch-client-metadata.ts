import http from 'node:http';
import https from 'node:https';
import type { ClientMetadataFetcher, FetchedClientMetadata } from '~/server/domain/oauth/client-metadata-document';
import { logger } from '~/server/logger';
import { DeliveryFailure } from '~/server/outbound/webhook-transport/delivery-failure';
import { checkTarget, type CheckedTarget } from '~/server/outbound/webhook-transport/target-guard';

/** The draft recommends a limit of about 5 kB: a document lists a name and a few URLs. */
export const CLIENT_METADATA_MAX_BYTES = 5 * 1024;
/** One deadline for resolving, connecting, the headers and the body: a person waits on the authorize step. */
const CLIENT_METADATA_TIMEOUT_MS = 5_000;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function maxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  if (/(?:^|,)\s*(?:no-store|no-cache)\s*(?:,|$)/i.test(cacheControl)) return 0;
  const match = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

/** GET of the checked address (Host and TLS name stay the URL's); no redirect is followed, the body is capped. */
function getDocument(target: CheckedTarget, timeoutMs: number, maxBytes: number): Promise<FetchedClientMetadata> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const refuse = (message: string) => resolve({ refused: message });
    const req = client.request(
      target.url,
      {
        method: 'GET',
        headers: { Accept: 'application/json' },
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
        const status = res.statusCode ?? 0;
        const type = res.headers['content-type'] ?? '';
        const declared = Number(res.headers['content-length'] ?? 0);
        if (status !== 200 || !JSON_TYPE.test(type) || declared > maxBytes) {
          res.destroy();
          if (status !== 200)
            return refuse(`the client metadata document answered HTTP ${status} (redirects are not followed)`);
          if (!JSON_TYPE.test(type)) return refuse('the client metadata document is not application/json');
          return refuse(`the client metadata document is larger than ${maxBytes} bytes`);
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            res.destroy();
            return refuse(`the client metadata document is larger than ${maxBytes} bytes`);
          }
          chunks.push(chunk);
        });
        res.on('end', () => {
          if (size > maxBytes) return;
          try {
            resolve({
              document: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              maxAgeSeconds: maxAge(res.headers['cache-control']),
            });
          } catch {
            refuse('the client metadata document is not valid JSON');
          }
        });
        res.on('error', () =>
          refuse(
            signal.aborted
              ? 'the client metadata document took too long'
              : 'the client metadata document could not be read',
          ),
        );
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      logger.warn({ url: target.url.href, code: e.code, err: e.message }, 'client metadata document fetch failed');
      refuse(
        signal.aborted
          ? `the client metadata document took longer than ${timeoutMs} ms`
          : 'the client metadata document could not be fetched',
      );
    });
    req.end();
  });
}

/**
 * The outbound port that fetches client ID metadata documents, treating the URL as hostile: https only (http
 * where `allowInsecure`, for tests), the name resolved once and every address judged public (loopback,
 * private, link-local and the other special ranges refused, unless `allowInsecure`) and then connected to as
 * judged, no redirects, one time limit and a size limit. What it refuses says why, never a resolved address.
 */
export function clientMetadataFetcher(options: {
  allowInsecure: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}): ClientMetadataFetcher {
  const timeoutMs = options.timeoutMs ?? CLIENT_METADATA_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? CLIENT_METADATA_MAX_BYTES;
  return async (url) => {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && !(options.allowInsecure && parsed.protocol === 'http:'))
      return { refused: 'client_id URL must be https' };
    let target: CheckedTarget;
    try {
      target = await checkTarget(url, options.allowInsecure);
    } catch (e) {
      if (!(e instanceof DeliveryFailure)) throw e;
      logger.warn({ url, reason: e.detail }, 'client metadata document refused');
      return { refused: `client_id URL refused: ${e.message.replace(/^target refused: /, '')}` };
    }
    return getDocument(target, timeoutMs, maxBytes);
  };
}
