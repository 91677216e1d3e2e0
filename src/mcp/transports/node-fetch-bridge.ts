// Used by the standalone tool server, which answers Node requests with handlers written for fetch, and by the web
// server's /v1 door for the one endpoint that reads its own body as fetch (src/server/front-door/v1-exchange.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * The body as a stream pulled on demand, so that a reader's 1 MiB cap holds: nothing more is read than it asks
 * for. When the reader gives up, the rest is read and dropped rather than the socket torn down, so the client
 * still gets the refusal.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let finished = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          if (finished) return;
          controller.enqueue(new Uint8Array(chunk));
          req.pause();
        });
        req.on('end', () => {
          if (!finished) controller.close();
          finished = true;
        });
        req.on('error', (error) => {
          if (!finished) controller.error(error);
          finished = true;
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        finished = true;
        req.resume();
      },
    },
    { highWaterMark: 0 },
  );
}

/** A fetch `Request` for a Node request: what route handlers written for fetch (/v1, /mcp) take. */
export function toFetchRequest(req: IncomingMessage, origin: string, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(`${origin}${req.url ?? '/'}`, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    signal,
    duplex: 'half',
  } as RequestInit);
}

/** Writes a fetch `Response` to the Node response, with `extraHeaders` first (the response's own win). */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: readonly { key: string; value: string }[] = [],
): Promise<void> {
  res.statusCode = response.status;
  for (const { key, value } of extraHeaders) res.setHeader(key, value);
  // A body of declared length (a file's content) goes out as the client takes it: buffering it would hold
  // every download whole in memory at once (bench/uploads.ts measured 460 MB for ten 20 MB files).
  if (response.body && response.headers.has('content-length')) {
    response.headers.forEach((value, name) => res.setHeader(name, value));
    try {
      await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
    } catch (error) {
      // The client hanging up mid-body is not a fault of ours; the pipeline has stopped reading the source.
      if (!res.writableFinished && res.destroyed) return;
      throw error;
    }
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.setHeader('Content-Length', body.byteLength);
  res.end(body);
}
