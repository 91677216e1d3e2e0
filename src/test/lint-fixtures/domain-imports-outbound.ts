// lint-as: src/server/domain/webhooks/planted.ts
// expect: domain must not import outbound
import { httpWebhookTransport } from '~/server/outbound/webhook-transport/http-webhook-transport';

export { httpWebhookTransport };
