import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { mailOutbox } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

export type MailSender = (message: { to: string; subject: string; text: string }) => Promise<void>;

/**
 * Sends one queued message. With a sender (SMTP) the body and links are cleared once it has gone out;
 * without one the message is named in the log by the caller and kept for `ops mail list`, never dropped.
 * A failed send throws so the job runner retries it.
 */
export async function deliverMail(options: {
  db: DbOrTx;
  mailId: string;
  send: MailSender | null;
  /** Names the message only: its links carry tokens and stay in the outbox (`ops mail list`), never in a log. */
  log: (entry: { mail_id: string; kind: string; to: string; subject: string }) => void;
}) {
  const { db, mailId, send } = options;
  const [mail] = await mailById(db, { id: mailId });
  if (!mail || mail.status === 'sent' || mail.status === 'logged') return { status: mail?.status ?? 'missing' };
  if (!send) {
    options.log({ mail_id: mail.id, kind: mail.kind, to: mail.toAddress, subject: mail.subject });
    await markLogged(db, { id: mailId, at: now().toISOString() });
    return { status: 'logged' as const };
  }
  try {
    await send({ to: mail.toAddress, subject: mail.subject, text: mail.bodyText ?? '' });
  } catch (e) {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error: e instanceof Error ? e.message.slice(0, 500) : 'send failed' })
      .where(eq(mailOutbox.id, mailId));
    throw e;
  }
  await markSent(db, { id: mailId, at: now().toISOString() });
  return { status: 'sent' as const };
}

// Built once (db/prepared.ts): every offer's e-mail runs them.
const mailById = prepared((db) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('mail_by_id'),
);

const markLogged = prepared((db) =>
  db
    .update(mailOutbox)
    .set({ status: 'logged', sentAt: sql`${sql.placeholder('at')}::timestamptz` })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('mail_logged'),
);

const markSent = prepared((db) =>
  db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`${sql.placeholder('at')}::timestamptz`, bodyText: null, links: [], error: null })
    .where(eq(mailOutbox.id, sql.placeholder('id')))
    .prepare('mail_sent'),
);
