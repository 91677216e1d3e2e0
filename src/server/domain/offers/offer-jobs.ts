import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';

// One key per order for both jobs: whatever moves the offering on replaces the pending step.
const offerSlot = (p: { orderId: string }) => `offer:${p.orderId}`;

/** Starts or continues offering an order (at payment, and one window later when a round runs dry). */
export const offerOrderJob = defineJob({
  name: 'offer_order',
  payload: z.object({ orderId: z.string(), round: z.number().int().positive().optional() }),
  key: offerSlot,
  keyMode: 'replace',
});

/** At an offer's expires_at: the next practitioner gets the order if the offer is still live. */
export const expireOfferJob = defineJob({
  name: 'expire_offer',
  // orderId only names the key when scheduling; jobs queued before it existed still parse and run.
  payload: z.object({ offerId: z.string(), orderId: z.string().default('') }),
  key: offerSlot,
  keyMode: 'replace',
});
