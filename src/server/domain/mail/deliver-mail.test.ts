// One queued e-mail through deliverMail: logged without SMTP, sent with it, marked failed (and thrown, for the job's
// retry) when the sender fails, and never sent twice.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { mailOutbox } from '~/server/db/schema';
import { recordJobs } from '~/test/recording-scheduler';
import { useFileDatabase } from '~/test/file-database';
import { deliverMail, type MailSender } from './deliver-mail';
import { queueMail } from './queue-mail';

await useFileDatabase('aos_deliver_mail');

let db: Db;
beforeAll(async () => {
  db = await getDb();
});

async function queued(to: string) {
  const { domain } = recordJobs();
  const links = ['http://localhost:3000/masuk?token=rahasia'];
  const { id } = await queueMail(db, domain, {
    kind: 'notification',
    to,
    subject: 'Penawaran baru',
    text: 'Isi',
    links,
  });
  return id;
}
const row = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('deliverMail', () => {
  it('without SMTP: names the message in the log, keeps its body and links, and marks it logged once', async () => {
    const id = await queued('Satu@Example.com');
    const logged: unknown[] = [];
    const log = (entry: unknown) => logged.push(entry);
    expect(await deliverMail({ db, mailId: id, send: null, log })).toEqual({ status: 'logged' });
    expect(logged).toEqual([{ mail_id: id, kind: 'notification', to: 'satu@example.com', subject: 'Penawaran baru' }]);
    const after = await row(id);
    expect(after).toMatchObject({
      status: 'logged',
      bodyText: 'Isi',
      links: ['http://localhost:3000/masuk?token=rahasia'],
    });
    expect(after.sentAt).toBeInstanceOf(Date);
    expect(await deliverMail({ db, mailId: id, send: null, log })).toEqual({ status: 'logged' });
    expect(logged).toHaveLength(1);
  });

  it('with SMTP: sends it, then clears its body and links; a second run sends nothing', async () => {
    const id = await queued('dua@example.com');
    const sent: Parameters<MailSender>[0][] = [];
    const send: MailSender = async (message) => void sent.push(message);
    expect(await deliverMail({ db, mailId: id, send, log: () => {} })).toEqual({ status: 'sent' });
    expect(sent).toEqual([{ to: 'dua@example.com', subject: 'Penawaran baru', text: 'Isi' }]);
    expect(await row(id)).toMatchObject({ status: 'sent', bodyText: null, links: [], error: null });
    expect(await deliverMail({ db, mailId: id, send, log: () => {} })).toEqual({ status: 'sent' });
    expect(sent).toHaveLength(1);
  });

  it('a failed send is recorded and thrown, and the retry sends it', async () => {
    const id = await queued('tiga@example.com');
    const refuse: MailSender = async () => {
      throw new Error('421 try again later');
    };
    await expect(deliverMail({ db, mailId: id, send: refuse, log: () => {} })).rejects.toThrow('421 try again later');
    expect(await row(id)).toMatchObject({ status: 'failed', error: '421 try again later', bodyText: 'Isi' });
    expect(await deliverMail({ db, mailId: id, send: async () => {}, log: () => {} })).toEqual({ status: 'sent' });
    expect(await row(id)).toMatchObject({ status: 'sent', error: null, bodyText: null });
  });

  it('an unknown id sends nothing', async () => {
    const send: MailSender = async () => {
      throw new Error('must not send');
    };
    expect(await deliverMail({ db, mailId: 'mail_tidakada', send, log: () => {} })).toEqual({ status: 'missing' });
  });
});
