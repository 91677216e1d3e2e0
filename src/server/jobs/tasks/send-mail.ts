import { getDb } from '~/server/db/client';
import { deliverMail } from '~/server/domain/mail/deliver-mail';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { defineTask } from '~/server/jobs/define-task';
import { logger } from '~/server/logger';
import { smtpSender } from '~/server/mail/smtp-sender';

/** One queued e-mail: SMTP when configured, otherwise the server log (links included, for local use). */
export const send_mail = defineTask(sendMailJob, async ({ mail_id }) => {
  await deliverMail({
    db: await getDb(),
    mailId: mail_id,
    send: smtpSender(),
    log: (entry) => logger.info(entry, `mail to ${entry.to} (no SMTP_URL set; kept in the outbox): ${entry.subject}`),
  });
});
