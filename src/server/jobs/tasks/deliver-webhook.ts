import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { getDb } from '~/server/db/client';
import { deliverEvent } from '~/server/domain/webhooks/deliver-event';

const payload = z.object({
  eventId: z.string(),
  attempt: z.number().int().positive().optional(),
  manual: z.boolean().optional(),
});

/** One delivery attempt of an outbox event. */
export const deliver_webhook: Task = async (raw) => {
  const { eventId, attempt, manual } = payload.parse(raw);
  await deliverEvent({ db: await getDb(), eventId, attempt, manual });
};
