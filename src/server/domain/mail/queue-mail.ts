import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { mailOutbox } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import type { DomainContext } from '~/server/domain/context';
import { newId } from '~/server/domain/ids';
import type { MailMessage } from './mail-message';

/**
 * Writes the message to the outbox in the caller's transaction, so a mail goes out only once the change it announces
 * commits (never for a rolled-back one). The worker's `send_mail` job, always pending, sends what the outbox holds
 * (mail-jobs.ts): a message needs no job of its own.
 */
export async function queueMail(db: DbOrTx, domain: DomainContext, message: MailMessage): Promise<{ id: string }> {
  const id = newId('mail');
  // Nothing waits for the row: inside a batch of jobs (an offer made in an order's creating transaction) it goes
  // back and forth with the jobs' statement (JobScheduler.sendWithJobs).
  const inserted = insertMail(db, {
    id,
    kind: message.kind,
    toAddress: message.to.trim().toLowerCase(),
    subject: message.subject,
    bodyText: message.text,
    links: message.links,
    createdAt: now(),
  });
  await domain.jobs.sendWithJobs(db, inserted);
  return { id };
}

/** Built once (db/prepared.ts): every offer made sends it. */
const insertMail = prepared((db) =>
  db
    .insert(mailOutbox)
    .values({
      id: sql.placeholder('id'),
      kind: sql.placeholder('kind'),
      toAddress: sql.placeholder('toAddress'),
      subject: sql.placeholder('subject'),
      bodyText: sql.placeholder('bodyText'),
      links: sql.placeholder('links'),
      status: 'queued',
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('queue_mail'),
);
