import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { getDb } from '~/server/db/client';
import { deliverMail } from '~/server/domain/mail/deliver-mail';
import { logger } from '~/server/logger';
import { smtpSender } from '~/server/mail/smtp-sender';

const payload = z.object({ mail_id: z.string().min(1) });

/** One queued e-mail: SMTP when configured, otherwise the server log (links included, for local use). */
export const send_mail: Task = async (raw) => {
  const { mail_id } = payload.parse(raw);
  await deliverMail({
    db: await getDb(),
    mailId: mail_id,
    send: smtpSender(),
    log: (entry) => logger.info(entry, `mail to ${entry.to} (no SMTP_URL set; kept in the outbox): ${entry.subject}`),
  });
};
