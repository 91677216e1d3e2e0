import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';

/** Sends one queued e-mail of the outbox. */
export const sendMailJob = defineJob({
  name: 'send_mail',
  payload: z.object({ mail_id: z.string().min(1) }),
  key: (p) => `mail:${p.mail_id}`,
});
