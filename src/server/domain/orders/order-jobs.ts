import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';

/** At sla_due_at, once offering starts: an order still `ditawarkan` is cancelled and refunded. */
export const slaExpiryJob = defineJob({
  name: 'sla_expiry',
  payload: z.object({ orderId: z.string() }),
  key: (p) => `sla:${p.orderId}`,
  keyMode: 'replace',
});
