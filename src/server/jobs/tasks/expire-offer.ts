import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { getDb } from '~/server/db/client';
import { expireOffer } from '~/server/domain/offers/offering';

const payload = z.object({ offerId: z.string() });

/** Scheduled at an offer's expiry; moves the order on if the offer is still live. */
export const expire_offer: Task = async (raw) => {
  await expireOffer({ db: await getDb(), offerId: payload.parse(raw).offerId });
};
