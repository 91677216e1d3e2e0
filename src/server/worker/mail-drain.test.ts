// The outbox's drain as the worker runs it: one `send_mail` job, always pending, that settles what the outbox holds
// and schedules its successor; a worker's start brings it back if it is gone. No message is a job of its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { queueMail } from '~/server/domain/mail/queue-mail';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { startWorker, type Worker } from './runner';

await useFileDatabase('aos_worker_mail_drain');

let db: Db;
let worker: Worker | undefined;
beforeAll(async () => {
  db = await getDb();
});
afterAll(async () => {
  await worker?.stop();
});

type Job = { key: string | null; due: boolean; locked: boolean };
const drainJobs = () =>
  db.execute<Job>(sql`select key, run_at <= now() as due, locked_at is not null as locked
    from graphile_worker.jobs where task_identifier = 'send_mail' and attempts < max_attempts order by id`);
const jobCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from graphile_worker.jobs`))[0]!.n;

async function queue(to: string) {
  const { id } = await db.transaction((tx) =>
    queueMail(tx, testDomain, { kind: 'notification', to, subject: 'Penawaran baru', text: 'Isi', links: [] }),
  );
  return id;
}
const statusOf = async (id: string) =>
  (await db.execute<{ status: string }>(sql`select status from mail_outbox where id = ${id}`))[0]!.status;

describe('the outbox drain', () => {
  it('a queued e-mail adds no job, and the running worker settles it within its drain and poll', async () => {
    const before = await jobCount();
    const id = await queue('drain-satu@example.com');
    expect(await jobCount()).toBe(before);
    expect(await statusOf(id)).toBe('queued');

    worker = await startWorker({ domain: testDomain, pollIntervalMs: 100 });
    await waitFor(async () => (await statusOf(id)) === 'logged', { what: 'the e-mail to be logged' });
    // One drain pending after it, under its key: the next run, a second away (or the one running now).
    await waitFor(
      async () => {
        const jobs = await drainJobs();
        return jobs.length === 1 && jobs[0]!.key === 'mail:drain' && (!jobs[0]!.due || jobs[0]!.locked);
      },
      { what: 'the next drain to be scheduled' },
    );

    // A later one goes out through the same chain, with no job of its own.
    const later = await queue('drain-dua@example.com');
    await waitFor(async () => (await statusOf(later)) === 'logged', { what: 'the later e-mail to be logged' });
    expect((await drainJobs()).map((j) => j.key)).toEqual(['mail:drain']);
  }, 30_000);

  it("a worker's start schedules the drain again when it is gone", async () => {
    await worker!.stop();
    worker = undefined;
    await db.execute(sql`select graphile_worker.remove_job('mail:drain')`);
    expect(await drainJobs()).toEqual([]);
    const id = await queue('drain-tiga@example.com');

    worker = await startWorker({ domain: testDomain, pollIntervalMs: 100 });
    await waitFor(async () => (await statusOf(id)) === 'logged', { what: 'the e-mail to be logged after the start' });
    expect((await drainJobs()).map((j) => j.key)).toEqual(['mail:drain']);
  }, 30_000);
});
