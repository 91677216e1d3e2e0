import createFetchClient from 'openapi-fetch';
import { retryingFetch } from './retrying-fetch.mjs';

export { verifyWebhook, computeSignature, parseSignatureHeader } from './verify-webhook.mjs';
export { retryingFetch, retryAfterMs } from './retrying-fetch.mjs';

/**
 * The API as typed paths (`client.GET('/orders/{id}', { params: { path: { id } } })`), plus `createOrder`,
 * which sends one Idempotency-Key per call, reused by every retry of that call, so a retried order is one order.
 */
export function createClient({ baseUrl, apiKey, fetch, maxRetries = 3, baseDelayMs = 500, headers } = {}) {
  if (!baseUrl) throw new TypeError('createClient: baseUrl is required (e.g. https://api.example.com)');
  if (!apiKey) throw new TypeError('createClient: apiKey is required (svc_live_<prefix>.<secret>)');
  const client = createFetchClient({
    // The document's paths are relative to its server, `/v1`.
    baseUrl: `${baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`,
    headers: { ...headers, Authorization: `Bearer ${apiKey}` },
    fetch: retryingFetch({ fetch, maxRetries, baseDelayMs }),
  });
  client.createOrder = (body, { idempotencyKey = crypto.randomUUID(), signal } = {}) =>
    client.POST('/orders', { body, headers: { 'Idempotency-Key': idempotencyKey }, signal });
  return client;
}
