import type { WebhookResult, WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { inSpan, SpanKind } from '~/server/observability/tracing';
import { DeliveryFailure } from './delivery-failure';
import { postJson } from './post-json';
import { checkTarget } from './target-guard';

/** Webhooks over HTTP(S): the target is resolved and judged at every attempt, then POSTed to at that address. */
export const httpWebhookTransport: WebhookTransport = (request) =>
  // The attempt is a span of the delivery job's trace; no trace header goes to the receiver (it is not ours).
  inSpan('webhook POST', { kind: SpanKind.CLIENT, attributes: { 'http.request.method': 'POST' } }, async (span) => {
    const result = await attempt(request);
    span?.setAttributes(
      result.statusCode === null
        ? { 'error.type': result.error ?? 'failed' }
        : { 'http.response.status_code': result.statusCode },
    );
    return result;
  });

async function attempt({
  url,
  body,
  headers,
  timeoutMs,
  allowPrivate,
}: Parameters<WebhookTransport>[0]): Promise<WebhookResult> {
  try {
    return await postJson(await checkTarget(url, allowPrivate), body, headers, timeoutMs);
  } catch (e) {
    // What the guard found (a resolved address, a DNS error) goes to the server log, never to the attempt row.
    return e instanceof DeliveryFailure
      ? { statusCode: null, error: e.message, reason: e.detail }
      : { statusCode: null, error: 'delivery failed', reason: String(e) };
  }
}
