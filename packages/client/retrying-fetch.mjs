// The retry rules of the API's "Retry guidance", as a fetch wrapper: openapi-fetch hands it a Request per call.

const MAX_DELAY_MS = 30_000;

/** A request the server may see twice without a second effect: reads, and POSTs that carry an Idempotency-Key. */
function isRepeatable(request) {
  return request.method === 'GET' || request.method === 'HEAD' || request.headers.has('Idempotency-Key');
}

/** `Retry-After` in seconds (the API sends seconds) or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(response, now = Date.now()) {
  const value = response.headers.get('Retry-After');
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * 429 is retried after `Retry-After` whatever the method (the API refused it before doing anything); 5xx and
 * dropped connections only when repeatable, with exponential backoff and full jitter (or `Retry-After` when given).
 */
export function retryingFetch({ fetch: baseFetch = globalThis.fetch, maxRetries = 3, baseDelayMs = 500, sleep } = {}) {
  const wait = sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  return async function fetchWithRetries(input, init) {
    const request = new Request(input, init);
    for (let attempt = 0; ; attempt++) {
      const backoff = () => Math.min(MAX_DELAY_MS, Math.random() * baseDelayMs * 2 ** attempt);
      let response;
      try {
        response = await baseFetch(request.clone());
      } catch (error) {
        if (attempt >= maxRetries || !isRepeatable(request) || request.signal?.aborted) throw error;
        await wait(backoff());
        continue;
      }
      const retryable = response.status === 429 || (response.status >= 500 && isRepeatable(request));
      if (!retryable || attempt >= maxRetries) return response;
      const delay = retryAfterMs(response) ?? backoff();
      await response.body?.cancel();
      await wait(Math.min(MAX_DELAY_MS, delay));
    }
  };
}
