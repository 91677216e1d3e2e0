import { getDb } from '~/server/db/client';
import { expireOfferJob } from '~/server/domain/offers/offer-jobs';
import { expireOffer } from '~/server/domain/offers/offering';
import { defineTask } from '~/server/worker/define-task';

/** Scheduled at an offer's expiry; moves the order on if the offer is still live. */
export const expire_offer = defineTask(expireOfferJob, async ({ offerId }, domain) => {
  await expireOffer({ db: await getDb(), domain, offerId });
});
