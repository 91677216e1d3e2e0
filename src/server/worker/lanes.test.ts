// Who wakes which runner (lanes.ts): a job due now wakes one worker of the runner that serves it, on that runner's
// channel; a future-dated job, a due drain of the outbox (left to the poll) and another lane's job wake nobody, and
// graphile-worker's own `jobs:insert` is not sent.
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { WorkerEvents } from 'graphile-worker';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { sendMailJob } from '~/server/domain/mail/mail-jobs';
import { slaExpiryJob } from '~/server/domain/orders/order-jobs';
import { expireOfferJob, offerOrderJob } from '~/server/domain/offers/offer-jobs';
import { deliverWebhookJob } from '~/server/domain/webhooks/webhook-jobs';
import { testDomain } from '~/test/domain-context';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { addJobs, addNewJobs } from './add-job';
import { graphileScheduler } from './graphile-scheduler';
import { laneChannel } from './lanes';
import { startWorker, type Worker } from './runner';

const url = await useFileDatabase('aos_worker_lanes');

let db: Db;
let listener: postgres.Sql;
const heard: { channel: string; payload: string }[] = [];

beforeAll(async () => {
  db = await getDb();
  listener = postgres(url, { max: 1, onnotice: () => {} });
  for (const channel of [laneChannel('jobs'), laneChannel('webhooks'), 'jobs:insert'])
    await listener.listen(channel, (payload) => heard.push({ channel, payload }));
});
afterAll(async () => {
  await listener?.end({ timeout: 1 });
});

const inHour = () => new Date(Date.now() + 3_600_000);

/** The channels notified by one committed transaction, once they have all arrived (graphile's own included). */
async function notifiedBy(work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>) {
  heard.length = 0;
  await db.transaction(work);
  // A marker sent after the commit arrives after every notification of the transaction.
  await db.execute(sql`select pg_notify('jobs:insert', 'marker')`);
  await waitFor(async () => heard.some((h) => h.payload === 'marker'), { what: 'the marker notification' });
  return heard.filter((h) => h.payload !== 'marker').map((h) => h.channel);
}

describe('the notifications a scheduled job sends', () => {
  it('a job due now notifies its own lane, a future-dated one no lane', async () => {
    const channels = await notifiedBy(async (tx) => {
      await graphileScheduler.schedule(tx, offerOrderJob, { orderId: 'ord_lane_due' });
      await graphileScheduler.schedule(tx, slaExpiryJob, { orderId: 'ord_lane_future' }, { runAt: inHour() });
      await graphileScheduler.schedule(tx, deliverWebhookJob, { eventId: 'evt_lane_due' });
    });
    // Nor graphile-worker's own `jobs:insert`: nobody hears it, and it held every commit behind the one before
    // (db/graphile-unheard-notify.ts).
    expect(channels.sort()).toEqual([laneChannel('jobs'), laneChannel('webhooks')]);
  });

  it('a batch notifies the lanes of its due jobs only, graphile-worker nothing (add_jobs and add_job both)', async () => {
    const channels = await notifiedBy(async (tx) => {
      await addJobs(tx, [
        { identifier: offerOrderJob.name, payload: { orderId: 'ord_lane_batch' }, jobKey: 'lane-test:batch' },
        { identifier: slaExpiryJob.name, payload: { orderId: 'ord_lane_batch' }, runAt: inHour() },
      ]);
      await addNewJobs(tx, [
        { identifier: deliverWebhookJob.name, payload: { eventId: 'evt_lane_new' }, jobKey: 'lane-test:new' },
        {
          identifier: slaExpiryJob.name,
          payload: { orderId: 'ord_lane_new' },
          runAt: inHour(),
          jobKey: 'lane-test:sla',
        },
      ]);
    });
    expect(channels.sort()).toEqual([laneChannel('jobs'), laneChannel('webhooks')]);
  });

  it('a due drain of the outbox notifies no lane, alone or in a batch: the poll of the jobs lane serves it (finding 112)', async () => {
    const channels = await notifiedBy(async (tx) => {
      await graphileScheduler.schedule(tx, sendMailJob, {});
      await addNewJobs(tx, [
        { identifier: sendMailJob.name, payload: {}, jobKey: 'lane-test:mail-batch' },
        { identifier: offerOrderJob.name, payload: { orderId: 'ord_lane_mail' }, jobKey: 'lane-test:mail-offer' },
      ]);
    });
    // The offer's job alone woke its lane; both drains are due all the same.
    expect(channels).toEqual([laneChannel('jobs')]);
    const [due] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where task_identifier = 'send_mail' and run_at <= now()`,
    );
    expect(due!.n).toBe(2);
  });

  it('two due jobs of one lane in one transaction are two notifications (Postgres folds identical ones)', async () => {
    const channels = await notifiedBy(async (tx) => {
      await graphileScheduler.schedule(tx, deliverWebhookJob, { eventId: 'evt_lane_a' });
      await graphileScheduler.schedule(tx, deliverWebhookJob, { eventId: 'evt_lane_b' });
    });
    expect(channels.filter((c) => c === laneChannel('webhooks'))).toHaveLength(2);
  });

  it('a job its condition leaves out notifies nothing, and a rolled-back one nothing', async () => {
    const channels = await notifiedBy(async (tx) => {
      await graphileScheduler.schedule(tx, offerOrderJob, { orderId: 'ord_lane_skip' }, { onlyIf: sql`false` });
    });
    expect(channels).toEqual([]);
    heard.length = 0;
    await db
      .transaction(async (tx) => {
        await graphileScheduler.schedule(tx, offerOrderJob, { orderId: 'ord_lane_rollback' });
        tx.rollback();
      })
      .catch(() => {});
    expect(await notifiedBy(async () => {})).toEqual([]);
  });
});

describe('the runners', () => {
  let worker: Worker;
  /** Per runner (pool id) since the last reset: its job fetches (one per lane: its local queue's), and the jobs started. */
  const fetches = new Map<string, number>();
  const started = new Map<string, number>();
  const count = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  const lanePool = async (lane: string) => {
    const [row] = await db.execute<{ pool_id: string }>(
      sql`select pool_id from worker_process where application_name like ${`aos-worker-${lane}-%`} and pid = ${process.pid}`,
    );
    return row!.pool_id;
  };
  const jobGone = (id: string) => async () =>
    (await db.execute(sql`select 1 from graphile_worker._private_jobs where id = ${id}`)).length === 0;
  const noneDue = (task: string) => async () =>
    (await db.execute(sql`select 1 from graphile_worker.jobs where task_identifier = ${task} and run_at <= now()`))
      .length === 0;

  beforeAll(async () => {
    // The first block's jobs are not for running.
    await db.execute(sql`select graphile_worker.complete_jobs(array(select id from graphile_worker.jobs))`);
    const events = new EventEmitter() as WorkerEvents;
    events.on('localQueue:getJobs:complete', ({ localQueue }) => count(fetches, localQueue.workerPool.id));
    events.on('job:start', ({ worker: w }) => count(started, w.workerPool.id));
    // Polling once a minute: every fetch seen below was a wake-up.
    worker = await startWorker({ domain: testDomain, pollIntervalMs: 60_000, events });
    // Each lane looks once when it starts, then waits for its timer or a notification.
    await waitFor(async () => fetches.size === 2, { what: "both lanes' first fetch" });
  }, 30_000);
  afterAll(async () => {
    await worker?.stop();
  });

  it('wake only for a due job of their own tasks, one worker per job', async () => {
    const [jobsPool, webhooksPool] = [await lanePool('jobs'), await lanePool('webhooks')];
    fetches.clear();
    started.clear();
    await db.transaction(async (tx) => {
      await graphileScheduler.schedule(tx, slaExpiryJob, { orderId: 'ord_lane_later' }, { runAt: inHour() });
      await graphileScheduler.schedule(tx, deliverWebhookJob, { eventId: 'evt_lane_later' }, { runAt: inHour() });
      // Due, but the outbox's drain (brought forward from the one the worker's start scheduled) waits for its lane's
      // poll (lanes.ts).
      await graphileScheduler.schedule(tx, sendMailJob, {});
    });
    await db.execute(sql`select pg_notify('jobs:insert', '{"count":5}')`);
    // A job added with graphile-worker's own add_job (no lane's notification) is left to the poll.
    const [unheard] = await db.execute<{ id: string }>(
      sql`select (graphile_worker.add_job('recover_stale_locks', '{}'::json)).id::text as id`,
    );
    // Anything those woke would have fetched by the time a due job scheduled after them has run.
    await db.transaction((tx) => graphileScheduler.schedule(tx, deliverWebhookJob, { eventId: 'evt_lane_missing' }));
    await waitFor(noneDue('deliver_webhook'), { what: 'the due delivery to run' });
    // The webhook runner was woken once and fetched once: it found the delivery, and the slot that ran it waits for
    // the lane's next fetch instead of looking again. The jobs runner (graphile-worker's cron may add a job at a
    // minute's turn, also unheard) never looked.
    expect(started.get(webhooksPool)).toBe(1);
    expect(Object.fromEntries(fetches)).toEqual({ [webhooksPool]: 1 });
    expect(await jobGone(unheard!.id)()).toBe(false);
    expect(await noneDue('send_mail')()).toBe(false);

    fetches.clear();
    started.clear();
    // An expiry of an offer that does not exist: a job of the jobs runner that does nothing.
    await db.transaction((tx) =>
      graphileScheduler.schedule(tx, expireOfferJob, { offerId: 'ofr_lane_missing', orderId: 'ord_lane_missing' }),
    );
    // The woken lane's one fetch takes what is due, the unheard job and the drain too, each to a free slot; nobody
    // else looked.
    await waitFor(
      async () => (await noneDue('expire_offer')()) && (await jobGone(unheard!.id)()) && (await noneDue('send_mail')()),
      { what: 'the due expiry, the unheard job and the drain to run' },
    );
    expect(started.get(jobsPool)).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(fetches)).toEqual({ [jobsPool]: 1 });
  }, 30_000);

  it('a job added through the worker (graphile-worker addJob) wakes its runner itself', async () => {
    const job = await worker.addJob('recover_stale_locks', {});
    await waitFor(jobGone(job.id), { timeoutMs: 5000, what: 'the job added through the worker to run' });
  }, 30_000);

  it('a notification while the runners stop wakes nobody and throws nowhere', async () => {
    heard.length = 0;
    const stopping = worker.stop();
    for (let i = 0; i < 20; i++)
      await db.execute(
        sql`select pg_notify(${laneChannel('jobs')}, '{"count":1}'), pg_notify(${laneChannel('webhooks')}, 'x')`,
      );
    await stopping;
    await db.execute(sql`select pg_notify('jobs:insert', 'marker')`);
    await waitFor(async () => heard.some((h) => h.payload === 'marker'), { what: 'the marker notification' });
    // All were sent while the runners' connections still listened; an exception in their handler would be an
    // uncaught one, which fails the run.
    expect(heard.filter((h) => h.channel !== 'jobs:insert')).toHaveLength(40);
  }, 30_000);
});
