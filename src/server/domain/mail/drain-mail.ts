import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';

export type MailSender = (message: { to: string; subject: string; text: string }) => Promise<void>;

/** What the caller logs of a message sent without SMTP: its links carry tokens and stay in the outbox, never in a log. */
export type MailLogEntry = { mail_id: string; kind: string; to: string; subject: string };

/** A message is tried this many times before it is left `failed` for good (as the per-message job was retried). */
export const MAIL_MAX_ATTEMPTS = 25;

/**
 * Messages one statement takes without SMTP (in no order: a drain logs them all within the same run), and how many one
 * drain settles before it lets the next run go on.
 */
const LOG_BATCH = 200;
const DRAIN_LIMIT = 2000;
/** Messages claimed at once over SMTP, oldest first (a backlog waits in turn), and how many are sent side by side. */
const SMTP_BATCH = 20;
const SMTP_PARALLEL = 4;
/**
 * A claimed message is not taken again before this: longer than nodemailer's longest wait on one message. A worker
 * that dies while sending leaves its claim to run out, and the message is sent again (at least once, as before).
 */
const CLAIM_MS = 15 * 60_000;

/** The wait before the next try after the n-th failure: graphile-worker's own backoff (e^n s), capped at an hour. */
const retryDelayMs = (attempts: number) => Math.min(3600, Math.exp(Math.min(attempts, 10))) * 1000;

/** The messages due now: never tried (or their claim ran out), or failed and due again. */
const due = (at: string) =>
  sql`(status = 'queued' and (next_attempt_at is null or next_attempt_at <= ${at}::timestamptz))
    or (status = 'failed' and next_attempt_at <= ${at}::timestamptz)`;

/**
 * Sends the outbox's due messages (the worker's `send_mail` job, one run at a time). Without a sender (no SMTP) each
 * is marked logged and named through `log`, its body and links kept for `ops mail list`; with one, each is claimed,
 * sent, and marked sent (body and links cleared) or failed, to be tried again later with a growing delay. A failed
 * send never stops the others. `more`: the run stopped at its limit with messages possibly still due.
 */
export async function drainMail(options: {
  db: DbOrTx;
  send: MailSender | null;
  log: (entry: MailLogEntry) => void;
}): Promise<{ logged: number; sent: number; failed: number; more: boolean }> {
  const result = { logged: 0, sent: 0, failed: 0, more: false };
  while (result.logged + result.sent + result.failed < DRAIN_LIMIT) {
    const taken = options.send ? await sendBatch(options.db, options.send, result) : await logBatch(options, result);
    if (taken < (options.send ? SMTP_BATCH : LOG_BATCH)) return result;
  }
  return { ...result, more: true };
}

async function logBatch(options: { db: DbOrTx; log: (entry: MailLogEntry) => void }, result: { logged: number }) {
  const at = now().toISOString();
  const rows = await options.db.execute<{ id: string; kind: string; to_address: string; subject: string }>(sql`
    update mail_outbox set status = 'logged', sent_at = ${at}::timestamptz, next_attempt_at = null
    where id in (select id from mail_outbox where ${due(at)} limit ${LOG_BATCH} for update skip locked)
    returning id, kind, to_address, subject`);
  for (const m of rows) options.log({ mail_id: m.id, kind: m.kind, to: m.to_address, subject: m.subject });
  result.logged += rows.length;
  return rows.length;
}

async function sendBatch(db: DbOrTx, send: MailSender, result: { sent: number; failed: number }) {
  const at = now();
  const claimed = await db.execute<{
    id: string;
    to_address: string;
    subject: string;
    body_text: string | null;
    attempts: number;
  }>(sql`
    update mail_outbox set next_attempt_at = ${new Date(at.getTime() + CLAIM_MS).toISOString()}::timestamptz
    where id in (select id from mail_outbox where ${due(at.toISOString())}
      order by created_at limit ${SMTP_BATCH} for update skip locked)
    returning id, to_address, subject, body_text, attempts`);
  const queue = [...claimed];
  const sendNext = async (): Promise<void> => {
    const mail = queue.shift();
    if (!mail) return;
    const refused = await send({ to: mail.to_address, subject: mail.subject, text: mail.body_text ?? '' }).then(
      () => null,
      (e: unknown) => (e instanceof Error ? e.message.slice(0, 500) : 'send failed'),
    );
    // A database error while recording the outcome is the run's (graphile-worker retries it), not the message's.
    if (refused === null) {
      await db.execute(sql`
        update mail_outbox set status = 'sent', sent_at = ${now().toISOString()}::timestamptz, body_text = null,
          links = '[]'::jsonb, error = null, next_attempt_at = null
        where id = ${mail.id}`);
      result.sent += 1;
    } else {
      const attempts = mail.attempts + 1;
      const next =
        attempts < MAIL_MAX_ATTEMPTS ? new Date(now().getTime() + retryDelayMs(attempts)).toISOString() : null;
      await db.execute(sql`
        update mail_outbox set status = 'failed', attempts = ${attempts}, next_attempt_at = ${next}::timestamptz,
          error = ${refused}
        where id = ${mail.id}`);
      result.failed += 1;
    }
    return sendNext();
  };
  await Promise.all(Array.from({ length: SMTP_PARALLEL }, sendNext));
  return claimed.length;
}
