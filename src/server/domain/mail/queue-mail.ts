import type { DbOrTx } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import { sendMailJob } from './mail-jobs';
import type { MailMessage } from './mail-message';

/**
 * Writes the message to the outbox and schedules its delivery in the caller's transaction, so a mail
 * goes out exactly when the change it announces commits (and never for a rolled-back one).
 */
export async function queueMail(db: DbOrTx, domain: DomainContext, message: MailMessage): Promise<{ id: string }> {
  const id = newId('mail');
  await db.insert(mailOutbox).values({
    id,
    kind: message.kind,
    toAddress: message.to.trim().toLowerCase(),
    subject: message.subject,
    bodyText: message.text,
    links: message.links,
    status: 'queued',
    createdAt: now(),
  });
  await domain.jobs.schedule(db, sendMailJob, { mail_id: id });
  return { id };
}
