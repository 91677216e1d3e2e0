import { getDb } from '~/server/db/client';
import { slaExpiryJob } from '~/server/domain/orders/order-jobs';
import { expireSla } from '~/server/domain/orders/operator-moves';
import { defineTask } from '~/server/worker/define-task';

/** Scheduled at sla_due_at: an order nobody took by then is cancelled and refunded. */
export const sla_expiry = defineTask(slaExpiryJob, async ({ orderId }, domain) => {
  await expireSla({ db: await getDb(), domain, orderId });
});
