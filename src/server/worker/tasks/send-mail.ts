import { getDb } from '~/server/db/client';
import { deliverMail } from '~/server/domain/mail/deliver-mail';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { defineTask } from '~/server/worker/define-task';
import { logger } from '~/server/logger';
import { smtpSender } from '~/server/outbound/mail/smtp-sender';

/** One queued e-mail: SMTP when configured, otherwise named in the server log and kept in the outbox for `ops mail list`. */
export const send_mail = defineTask(sendMailJob, async ({ mail_id }) => {
  await deliverMail({
    db: await getDb(),
    mailId: mail_id,
    send: smtpSender(),
    log: (entry) =>
      logger.info(
        entry,
        `mail ${entry.kind} to ${entry.to} (no SMTP_URL set; read it with: npm run -s ops -- mail list): ${entry.subject}`,
      ),
  });
});
