import type { DbOrTx } from '~/server/db/client';
import { addJob } from '~/server/jobs/add-job';

/** After payment the offering job takes the order to practitioners (it runs once this transaction commits). */
export async function scheduleOffering(tx: DbOrTx, orderId: string): Promise<void> {
  await addJob(tx, 'offer_order', { orderId }, { jobKey: `offer:${orderId}`, jobKeyMode: 'replace' });
}
