import { z } from 'zod';
import { defineJob } from '~/server/domain/jobs/define-job';

/**
 * Sends the outbox's due e-mails (domain/mail/drain-mail.ts). One such job is pending at a time, under one key: each
 * run schedules the next (worker/mail-drain.ts), and a worker's start makes sure there is one. Messages are not jobs
 * of their own: a job per message cost an order as much worker and runner time as the rest of its follow-up work
 * (docs/performance.md, finding 120). A payload of earlier versions (`mail_id`) is read as this one.
 */
export const sendMailJob = defineJob({
  name: 'send_mail',
  payload: z.object({}),
  key: () => 'mail:drain',
});
