// graphile-worker's local queue (one fetch per lane, runner.ts) holds the jobs a fetch found for slots that were
// all busy. Stopped then, graphile-worker 0.17.3 refused to give them back ("Cannot background something when the
// queue is already released"): the stop logged errors and the jobs stayed locked by a runner that was gone until
// a stale-lock recovery. patches/graphile-worker+0.17.3.patch gives them back.
import { sql } from 'drizzle-orm';
import { Logger, run } from 'graphile-worker';
import { expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { useFileDatabase, waitFor } from '~/test/file-database';

const url = await useFileDatabase('aos_local_queue_release');

it('a runner stopped with jobs fetched for busy slots gives them back, unlocked and not run', async () => {
  const db = await getDb();
  const errors: string[] = [];
  const logger = new Logger(() => (level, message) => {
    if (level === 'error') errors.push(message);
  });
  let unblock!: () => void;
  const blocked = new Promise<void>((resolve) => (unblock = resolve));
  const started: string[] = [];
  const runner = await run({
    connectionString: url,
    concurrency: 1,
    pollInterval: 60_000,
    parsedCronItems: [],
    noHandleSignals: true,
    logger,
    taskList: {
      lq_block: async (_payload, helpers) => {
        started.push(helpers.job.id);
        await blocked;
      },
    },
    preset: { worker: { localQueue: { size: 3 } } },
  });
  const locked = async () =>
    Number(
      (
        await db.execute<{ n: string }>(
          sql`select count(*) as n from graphile_worker.jobs where task_identifier = 'lq_block' and locked_at is not null`,
        )
      )[0]!.n,
    );
  try {
    await db.execute(sql`select graphile_worker.add_job('lq_block', '{}'::json)`);
    await db.execute(sql`select pg_notify('jobs:insert', '{"count":1}')`);
    await waitFor(async () => started.length === 1, { what: 'the first job to take the only slot' });
    await db.execute(
      sql`select graphile_worker.add_job('lq_block', '{}'::json), graphile_worker.add_job('lq_block', '{}'::json)`,
    );
    await db.execute(sql`select pg_notify('jobs:insert', '{"count":2}')`);
    // The next fetch finds both for a busy slot: they wait in the local queue, locked.
    await waitFor(async () => (await locked()) === 3, { what: 'the two new jobs fetched into the local queue' });
  } finally {
    const stopping = runner.stop();
    unblock();
    await stopping;
  }
  expect(errors).toEqual([]);
  expect(started).toHaveLength(1);
  // The stop does not await the first job's completion (supervisor.ts waits for it; this bare runner does not).
  const left = await waitFor(
    async () => {
      const rows = await db.execute<{ locked_at: Date | null; attempts: number }>(
        sql`select locked_at, attempts from graphile_worker.jobs where task_identifier = 'lq_block' order by id`,
      );
      return rows.length === 2 ? rows : null;
    },
    { what: 'the finished job to be completed' },
  );
  expect(left).toEqual([
    { locked_at: null, attempts: 0 },
    { locked_at: null, attempts: 0 },
  ]);
}, 30_000);
