// A batch of the graphile-worker scheduler: the jobs a transaction schedules inside it are added in one statement
// when it ends, as the same calls one by one would have left them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, getDb, type Db } from '~/server/db/client';
import { expireOfferJob, offerOrderJob } from '~/server/domain/offers/offer-jobs';
import { slaExpiryJob } from '~/server/domain/orders/order-jobs';
import { deliverWebhookJob } from '~/server/domain/webhooks/webhook-jobs';
import { pgError } from '~/server/db/pg-error';
import { useFileDatabase } from '~/test/file-database';
import { graphileScheduler as jobs } from './graphile-scheduler';

const url = await useFileDatabase('aos_graphile_scheduler');

let db: Db;
/** A pool of its own whose statements are recorded. */
const sent: string[] = [];
const parameters: unknown[][] = [];
const recorded = connect(url, {
  max: 1,
  onStatement: (statement, params) => {
    sent.push(statement);
    parameters.push(params);
  },
});
beforeAll(async () => {
  db = await getDb();
});
afterAll(() => recorded.sql.end({ timeout: 1 }));

type Row = { task: string; key: string | null; run_at: Date; payload: Record<string, unknown> };
const queued = async (like: string) =>
  (
    await db.execute<Row>(sql`select t.identifier as task, j.key, j.run_at, j.payload from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id where j.payload::text like ${`%${like}%`} order by j.id`)
  ).map((r) => ({ ...r, run_at: new Date(r.run_at) }));

describe('graphileScheduler.batch', () => {
  it('adds what was scheduled in it with one statement, at its end, as the calls one by one would have', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const soon = new Date(Date.now() + 60_000);
    let inside: Row[] = [];
    sent.length = 0;
    await recorded.db.transaction((tx) =>
      jobs.batch(tx, async () => {
        await jobs.schedule(tx, slaExpiryJob, { orderId: 'ord_batch_1' }, { runAt: later });
        await jobs.schedule(tx, offerOrderJob, { orderId: 'ord_batch_1', round: 1 }, { runAt: later });
        // Same key: replaces the one before, as `replace` does.
        await jobs.schedule(tx, expireOfferJob, { offerId: 'ofr_batch_1', orderId: 'ord_batch_1' }, { runAt: soon });
        await jobs.schedule(tx, deliverWebhookJob, { eventId: 'evt_batch_ord_batch_1' });
        inside = [
          ...(await tx.execute<Row>(
            sql`select key from graphile_worker._private_jobs where payload::text like '%ord_batch_1%'`,
          )),
        ];
      }),
    );
    expect(inside).toEqual([]);
    expect(sent.filter((s) => /graphile_worker\.add_jobs?\(/.test(s))).toHaveLength(1);
    const rows = await queued('ord_batch_1');
    expect(rows.map(({ task, key, run_at }) => ({ task, key, run_at }))).toEqual([
      { task: 'sla_expiry', key: 'sla:ord_batch_1', run_at: later },
      { task: 'expire_offer', key: 'offer:ord_batch_1', run_at: soon },
      { task: 'deliver_webhook', key: null, run_at: expect.any(Date) as Date },
    ]);
    expect(rows[1]!.payload).toEqual({ offerId: 'ofr_batch_1', orderId: 'ord_batch_1' });
  });

  it('with keysAreNew, adds the same rows, in the same order, through add_job without replace', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const scheduleAll = (tx: Db, order: string) =>
      jobs.batch(
        tx,
        async () => {
          await jobs.schedule(tx, deliverWebhookJob, { eventId: `evt_new_${order}` });
          await jobs.schedule(tx, slaExpiryJob, { orderId: order }, { runAt: later });
          await jobs.schedule(tx, offerOrderJob, { orderId: order, round: 1 }, { runAt: later });
          await jobs.schedule(tx, expireOfferJob, { offerId: `ofr_${order}`, orderId: order }, { runAt: later });
        },
        { keysAreNew: order.endsWith('new') },
      );
    sent.length = 0;
    await recorded.db.transaction((tx) => scheduleAll(tx as unknown as Db, 'ord_keys_new'));
    const statements = sent.filter((s) => /graphile_worker\.add_jobs?\(/.test(s));
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain("job_key_mode := 'unsafe_dedupe'");
    await db.transaction((tx) => scheduleAll(tx as unknown as Db, 'ord_keys_old'));
    const columns = async (order: string) =>
      (
        await db.execute<Record<string, unknown>>(sql`select t.identifier, j.key, j.run_at, j.payload::text as payload,
            j.max_attempts, j.attempts, j.revision, j.priority, j.flags, j.is_available
          from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where j.payload::text like ${`%${order}%`} order by j.id`)
      ).map((r): Record<string, unknown> => ({
        ...(JSON.parse(JSON.stringify(r).replaceAll(order, '<order>')) as Record<string, unknown>),
        // A job without a run time runs at its transaction's time: the two batches ran in two transactions.
        run_at: new Date(r.run_at as string).getTime() === later.getTime() ? 'later' : 'its transaction',
      }));
    const added = await columns('ord_keys_new');
    expect(added.map((r) => r.identifier)).toEqual(['deliver_webhook', 'sla_expiry', 'expire_offer']);
    expect(added).toEqual(await columns('ord_keys_old'));
  });

  it('replaces a pending job of the same key, and a cancel inside it acts on what was scheduled before', async () => {
    await db.transaction((tx) => jobs.schedule(tx, offerOrderJob, { orderId: 'ord_batch_2' }));
    await db.transaction((tx) =>
      jobs.batch(tx, async () => {
        await jobs.schedule(tx, slaExpiryJob, { orderId: 'ord_batch_2' }, { runAt: new Date(Date.now() + 60_000) });
        await jobs.schedule(tx, expireOfferJob, { offerId: 'ofr_batch_2', orderId: 'ord_batch_2' });
        await jobs.cancel(tx, offerOrderJob, { orderId: 'ord_batch_2' });
      }),
    );
    expect((await queued('ord_batch_2')).map((r) => r.task)).toEqual(['sla_expiry']);
  });

  it('adds nothing when its work fails', async () => {
    await db
      .transaction((tx) =>
        jobs.batch(tx, async () => {
          await jobs.schedule(tx, offerOrderJob, { orderId: 'ord_batch_3' });
          throw new Error('refused');
        }),
      )
      .catch(() => {});
    expect(await queued('ord_batch_3')).toEqual([]);
  });
});

describe('graphileScheduler.sendWithJobs', () => {
  it("inside a batch, does not wait for the write: it comes back with the batch's jobs statement", async () => {
    let answered = false;
    let answeredWhenReturned = true;
    await db.transaction((tx) =>
      jobs.batch(tx, async () => {
        const write = tx.execute(sql`select pg_sleep(0.2)`).then(() => {
          answered = true;
        });
        await jobs.sendWithJobs(tx, write);
        answeredWhenReturned = answered;
        await jobs.schedule(tx, offerOrderJob, { orderId: 'ord_with_jobs_1' });
      }),
    );
    expect(answeredWhenReturned).toBe(false);
    expect(answered).toBe(true);
    expect((await queued('ord_with_jobs_1')).map((r) => r.task)).toEqual(['offer_order']);
  });

  it("fails the batch with the write's own error, not the refusal of what followed it, and adds nothing", async () => {
    const failure = await db
      .transaction((tx) =>
        jobs.batch(tx, async () => {
          await jobs.sendWithJobs(tx, tx.execute(sql`select 1 / 0`));
          await jobs.schedule(tx, offerOrderJob, { orderId: 'ord_with_jobs_2' });
          await tx.execute(sql`select 1`); // refused: the transaction is aborted (25P02)
        }),
      )
      .catch((error: unknown) => error);
    expect(pgError(failure)?.code).toBe('22012'); // division_by_zero
    expect(await queued('ord_with_jobs_2')).toEqual([]);
  });

  it('outside a batch, waits for the write', async () => {
    let answered = false;
    await db.transaction(async (tx) => {
      await jobs.sendWithJobs(
        tx,
        tx.execute(sql`select pg_sleep(0.05)`).then(() => {
          answered = true;
        }),
      );
      expect(answered).toBe(true);
    });
  });
});

describe('graphileScheduler.schedule with keyIsNew', () => {
  it('adds the job under its key in one unsafe_dedupe add_job, and a later replace of the key takes it over', async () => {
    sent.length = 0;
    parameters.length = 0;
    await recorded.db.transaction((tx) =>
      jobs.schedule(tx, offerOrderJob, { orderId: 'ord_new_1' }, { keyIsNew: true }),
    );
    const adds = sent.flatMap((s, i) => (/graphile_worker\.add_jobs?\(/.test(s) ? [parameters[i]!] : []));
    expect(adds).toHaveLength(1);
    expect(adds[0]).toContain('unsafe_dedupe');
    const rows = await queued('ord_new_1');
    expect(rows.map(({ task, key }) => ({ task, key }))).toEqual([{ task: 'offer_order', key: 'offer:ord_new_1' }]);

    const soon = new Date(Date.now() + 60_000);
    await db.transaction((tx) =>
      jobs.schedule(tx, expireOfferJob, { offerId: 'ofr_new_1', orderId: 'ord_new_1' }, { runAt: soon }),
    );
    const after = await queued('ord_new_1');
    expect(after.map(({ task, key, run_at }) => ({ task, key, run_at }))).toEqual([
      { task: 'expire_offer', key: 'offer:ord_new_1', run_at: soon },
    ]);
  });
});
