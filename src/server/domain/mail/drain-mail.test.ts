// The outbox's drain (drainMail): each due message logged without SMTP or sent with it, once; a failed send recorded
// and tried again later, never holding up the others, and given up after its last attempt.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import { now, setClockOffset } from '~/server/domain/clock';
import { recordJobs } from '~/test/recording-scheduler';
import { useFileDatabase } from '~/test/file-database';
import { drainMail, MAIL_MAX_ATTEMPTS, type MailLogEntry, type MailSender } from './drain-mail';
import { queueMail } from './queue-mail';

await useFileDatabase('aos_drain_mail');

let db: Db;
beforeAll(async () => {
  db = await getDb();
});
afterEach(() => setClockOffset(0));

async function queued(to: string) {
  const { domain, scheduled } = recordJobs();
  const { id } = await db.transaction((tx) =>
    queueMail(tx, domain, {
      kind: 'notification',
      to,
      subject: 'Penawaran baru',
      text: 'Isi',
      links: ['http://localhost:3000/masuk?token=rahasia'],
    }),
  );
  // A message is a row of the outbox, not a job of its own.
  expect(scheduled).toEqual([]);
  return id;
}
const row = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;
const recorder = () => {
  const sent: Parameters<MailSender>[0][] = [];
  const send: MailSender = async (message) => void sent.push(message);
  return { sent, send };
};
const noLog = () => {};

describe('drainMail', () => {
  it('without SMTP: names each message in the log once, keeps its body and links, and marks it logged', async () => {
    const a = await queued('Satu@Example.com');
    const b = await queued('satu-b@example.com');
    const logged: MailLogEntry[] = [];
    expect(await drainMail({ db, send: null, log: (e) => logged.push(e) })).toEqual({
      logged: 2,
      sent: 0,
      failed: 0,
      more: false,
    });
    expect(logged.sort((x, y) => x.to.localeCompare(y.to))).toEqual([
      { mail_id: b, kind: 'notification', to: 'satu-b@example.com', subject: 'Penawaran baru' },
      { mail_id: a, kind: 'notification', to: 'satu@example.com', subject: 'Penawaran baru' },
    ]);
    const after = await row(a);
    expect(after).toMatchObject({
      status: 'logged',
      bodyText: 'Isi',
      links: ['http://localhost:3000/masuk?token=rahasia'],
      attempts: 0,
      nextAttemptAt: null,
    });
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(await drainMail({ db, send: null, log: (e) => logged.push(e) })).toMatchObject({ logged: 0 });
    expect(logged).toHaveLength(2);
  });

  it('with SMTP: sends each, then clears its body and links; a second drain sends nothing', async () => {
    const id = await queued('dua@example.com');
    const { sent, send } = recorder();
    expect(await drainMail({ db, send, log: noLog })).toEqual({ logged: 0, sent: 1, failed: 0, more: false });
    expect(sent).toEqual([{ to: 'dua@example.com', subject: 'Penawaran baru', text: 'Isi' }]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      bodyText: null,
      links: [],
      error: null,
      nextAttemptAt: null,
    });
    expect(await drainMail({ db, send, log: noLog })).toMatchObject({ sent: 0 });
    expect(sent).toHaveLength(1);
  });

  it('a failed send is recorded, does not hold up the others, and is tried again once its delay has passed', async () => {
    const refused = await queued('tiga@example.com');
    const other = await queued('tiga-b@example.com');
    const { sent, send } = recorder();
    const refuseOne: MailSender = async (m) => {
      if (m.to === 'tiga@example.com') throw new Error('421 try again later');
      await send(m);
    };
    expect(await drainMail({ db, send: refuseOne, log: noLog })).toEqual({
      logged: 0,
      sent: 1,
      failed: 1,
      more: false,
    });
    expect(sent.map((m) => m.to)).toEqual(['tiga-b@example.com']);
    expect(await row(other)).toMatchObject({ status: 'sent' });
    const failed = await row(refused);
    expect(failed).toMatchObject({ status: 'failed', error: '421 try again later', bodyText: 'Isi', attempts: 1 });
    // e^1 seconds after the failure, as graphile-worker spaced a job's retries.
    const delay = failed.nextAttemptAt!.getTime() - now().getTime();
    expect(delay).toBeGreaterThan(1500);
    expect(delay).toBeLessThanOrEqual(2719);

    // Not due yet: nothing is tried.
    expect(await drainMail({ db, send, log: noLog })).toMatchObject({ sent: 0, failed: 0 });
    setClockOffset(3000);
    expect(await drainMail({ db, send, log: noLog })).toMatchObject({ sent: 1, failed: 0 });
    expect(await row(refused)).toMatchObject({ status: 'sent', error: null, bodyText: null, nextAttemptAt: null });
    expect(sent.map((m) => m.to)).toEqual(['tiga-b@example.com', 'tiga@example.com']);
  });

  it('gives a message up after its last attempt: left failed, never tried again', async () => {
    const id = await queued('empat@example.com');
    await db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: now() })
      .where(eq(mailOutbox.id, id));
    let tries = 0;
    const refuse: MailSender = async () => {
      tries += 1;
      throw new Error('550 mailbox unavailable');
    };
    expect(await drainMail({ db, send: refuse, log: noLog })).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null });
    setClockOffset(365 * 24 * 3600_000);
    expect(await drainMail({ db, send: refuse, log: noLog })).toMatchObject({ failed: 0 });
    expect(tries).toBe(1);
  });

  it('two drains at once send each message once: a claimed message is not taken again', async () => {
    const ids = await Promise.all(
      ['lima-a', 'lima-b', 'lima-c', 'lima-d', 'lima-e'].map((n) => queued(`${n}@example.com`)),
    );
    const sent: string[] = [];
    const slow: MailSender = async (m) => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sent.push(m.to);
    };
    const [first, second] = await Promise.all([
      drainMail({ db, send: slow, log: noLog }),
      drainMail({ db, send: slow, log: noLog }),
    ]);
    expect(first.sent + second.sent).toBe(5);
    expect(sent.sort()).toEqual(['lima-a', 'lima-b', 'lima-c', 'lima-d', 'lima-e'].map((n) => `${n}@example.com`));
    const rows = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('sent'));
  });

  it('over SMTP, a backlog is claimed oldest first', async () => {
    // 25 messages, the newest inserted first: a claim in insertion order would take the newest.
    await db.execute(sql`insert into mail_outbox (id, kind, to_address, subject, body_text, created_at)
      select 'mail_fifo_' || n, 'notification', 'fifo-' || n || '@example.com', 'Penawaran baru', 'Isi',
        now() - make_interval(secs => n)
      from generate_series(1, 25) n`);
    const sent: string[] = [];
    expect(await drainMail({ db, send: async (m) => void sent.push(m.to), log: noLog })).toMatchObject({ sent: 25 });
    const age = (to: string) => Number(/fifo-(\d+)@/.exec(to)![1]);
    // The first claim of 20 went out before the second was taken: the 20 oldest (1 is the newest).
    expect(
      sent
        .slice(0, 20)
        .map(age)
        .sort((x, y) => x - y),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
  });

  it('settles a backlog in batches, and stops at its limit with `more` when there is more', async () => {
    await db.execute(sql`insert into mail_outbox (id, kind, to_address, subject, body_text, created_at)
      select 'mail_backlog_' || n, 'notification', 'antrean@example.com', 'Penawaran baru', 'Isi', now()
      from generate_series(1, 2100) n`);
    let logged = 0;
    expect(await drainMail({ db, send: null, log: () => (logged += 1) })).toEqual({
      logged: 2000,
      sent: 0,
      failed: 0,
      more: true,
    });
    expect(await drainMail({ db, send: null, log: () => (logged += 1) })).toEqual({
      logged: 100,
      sent: 0,
      failed: 0,
      more: false,
    });
    expect(logged).toBe(2100);
    const [left] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where status <> 'logged' and to_address = 'antrean@example.com'`,
    );
    expect(left!.n).toBe(0);
  });
});
