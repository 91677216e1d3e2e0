import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { getDb } from '~/server/db/client';
import { expireSla } from '~/server/domain/offers/operator-moves';

const payload = z.object({ orderId: z.string() });

/** Scheduled at sla_due_at: an order nobody took by then is cancelled and refunded. */
export const sla_expiry: Task = async (raw) => {
  await expireSla({ db: await getDb(), orderId: payload.parse(raw).orderId });
};
