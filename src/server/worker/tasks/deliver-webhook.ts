import { getDb } from '~/server/db/client';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import { receiverSlots } from '~/server/domain/webhooks/receiver-slots';
import { deliverWebhookJob } from '~/server/domain/webhooks/webhook-jobs';
import { defineTask } from '~/server/worker/define-task';
import { httpWebhookTransport } from '~/server/outbound/webhook-transport/http-webhook-transport';

/**
 * The attempts under way per receiver in this process, shared by the webhook runner and any runner that replaces
 * it after a restart (an attempt of the old one still gives its slot back here).
 */
const slots = receiverSlots();

/** One delivery attempt of an outbox event, over HTTP (as send_mail goes out over SMTP). */
export const deliver_webhook = defineTask(deliverWebhookJob, async ({ eventId, attempt, manual, then }, domain) => {
  const db = await getDb();
  await deliverEvent({ db, domain, transport: httpWebhookTransport, eventId, attempt, manual, then, slots });
});
