import type { Client, FetchResponse } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { paths, components, operations } from './schema.js';
export { verifyWebhook, computeSignature, parseSignatureHeader, type VerifyOptions } from './verify-webhook.mjs';

type CreateOrderOperation = paths['/orders']['post'];
export type CreateOrderBody = NonNullable<CreateOrderOperation['requestBody']>['content']['application/json'];

export type ClientOptions = {
  /** The API's origin, e.g. `https://api.example.com` (`/v1` is added when missing). */
  baseUrl: string;
  /** `svc_live_<prefix>.<secret>`, sent as `Authorization: Bearer …`. */
  apiKey: string;
  /** The fetch to send with (default: the global one). */
  fetch?: typeof globalThis.fetch;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** The backoff's first step in milliseconds, doubled each retry, with full jitter (default 500). */
  baseDelayMs?: number;
  headers?: Record<string, string>;
};

export type AgentOrderClient = Client<paths, 'application/json'> & {
  /** POST /v1/orders with an Idempotency-Key made once per call (or the one given) and reused on its retries. */
  createOrder(
    body: CreateOrderBody,
    options?: { idempotencyKey?: string; signal?: AbortSignal },
  ): Promise<FetchResponse<CreateOrderOperation, { body: CreateOrderBody }, 'application/json'>>;
};

export declare function createClient(options: ClientOptions): AgentOrderClient;

/** The retry rules alone, as a fetch: 429 after `Retry-After`; 5xx and network errors for repeatable requests. */
export declare function retryingFetch(options?: {
  fetch?: typeof globalThis.fetch;
  maxRetries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}): typeof globalThis.fetch;

export declare function retryAfterMs(response: Response, now?: number): number | null;
