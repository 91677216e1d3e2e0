import { getDb } from '~/server/db/client';
import { deliverNotifications } from '~/server/domain/notifications/deliver-notifications';
import { notifyJob } from '~/server/domain/notifications/notification-jobs';
import { defineTask } from '~/server/worker/define-task';

/** Writes the in-app notifications of one event and queues their e-mails. */
export const notify = defineTask(notifyJob, async (event, domain) => {
  await deliverNotifications({ db: await getDb(), domain, event });
});
