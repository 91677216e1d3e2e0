import { getDb } from '~/server/db/client';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';
import { deliverWebhookJob } from '~/server/domain/webhooks/webhook-jobs';
import { defineTask } from '~/server/worker/define-task';

/** One delivery attempt of an outbox event. */
export const deliver_webhook = defineTask(deliverWebhookJob, async ({ eventId, attempt, manual }, domain) => {
  await deliverEvent({ db: await getDb(), domain, eventId, attempt, manual });
});
