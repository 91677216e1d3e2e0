import type { WebhookTransport } from '~/server/domain/webhooks/webhook-transport';
import { DeliveryFailure } from './delivery-failure';
import { postJson } from './post-json';
import { checkTarget } from './target-guard';

/** Webhooks over HTTP(S): the target is resolved and judged at every attempt, then POSTed to at that address. */
export const httpWebhookTransport: WebhookTransport = async ({ url, body, headers, timeoutMs, allowPrivate }) => {
  try {
    return await postJson(await checkTarget(url, allowPrivate), body, headers, timeoutMs);
  } catch (e) {
    // What the guard found (a resolved address, a DNS error) goes to the server log, never to the attempt row.
    return e instanceof DeliveryFailure
      ? { statusCode: null, error: e.message, reason: e.detail }
      : { statusCode: null, error: 'delivery failed', reason: String(e) };
  }
};
