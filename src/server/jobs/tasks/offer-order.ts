import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { getDb } from '~/server/db/client';
import { runOffering } from '~/server/domain/offers/offering';

const payload = z.object({ orderId: z.string(), round: z.number().int().positive().optional() });

/** Starts or continues offering an order to practitioners. */
export const offer_order: Task = async (raw) => {
  const { orderId, round } = payload.parse(raw);
  await runOffering({ db: await getDb(), orderId, round });
};
