import { getDb } from '~/server/db/client';
import { drainMail } from '~/server/domain/mail/drain-mail';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { defineTask } from '~/server/worker/define-task';
import { scheduleMailDrain } from '~/server/worker/mail-drain';
import { logger } from '~/server/logger';
import { smtpSender } from '~/server/outbound/mail/smtp-sender';

/**
 * The outbox's due e-mails: SMTP when configured, otherwise named in the server log and kept in the outbox for
 * `ops mail list`. Then the next drain: a second from now, or at once when this one stopped at its limit. A run that
 * throws (the database gone) schedules nothing: graphile-worker retries it, and it goes on from there.
 */
export const send_mail = defineTask(sendMailJob, async () => {
  const db = await getDb();
  const { more } = await drainMail({
    db,
    send: smtpSender(),
    log: (entry) =>
      logger.info(
        entry,
        `mail ${entry.kind} to ${entry.to} (no SMTP_URL set; read it with: npm run -s ops -- mail list): ${entry.subject}`,
      ),
  });
  await scheduleMailDrain(db, more ? 'soon' : 'next');
});
