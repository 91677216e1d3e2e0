import { getDb } from '~/server/db/client';
import { offerOrderJob } from '~/server/domain/offers/offer-jobs';
import { runOffering } from '~/server/domain/offers/offering';
import { defineTask } from '~/server/worker/define-task';

/** Starts or continues offering an order to practitioners. */
export const offer_order = defineTask(offerOrderJob, async ({ orderId, round }, domain) => {
  await runOffering({ db: await getDb(), domain, orderId, round });
});
