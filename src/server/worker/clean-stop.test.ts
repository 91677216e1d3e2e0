// A lane stopped cleanly returns only once the results of the jobs it ran are written. graphile-worker does not
// await a finished job's `completeJobs` query, so its runner's stop resolves while that query runs; a process
// exiting then left the job locked, to run a second time after a stale-lock recovery (and a test that dropped its
// database then failed the query: "terminating connection due to administrator command").
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { WorkerEvents } from 'graphile-worker';
import postgres from 'postgres';
import { afterAll, expect, it } from 'vitest';
import { getDb } from '~/server/db/client';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { laneChannel } from './lanes';
import { Lane } from './supervisor';

const url = await useFileDatabase('aos_worker_clean_stop');
const holder = postgres(url, { max: 1, onnotice: () => {} });
afterAll(async () => {
  await holder.end({ timeout: 1 });
});

it("a clean stop waits for the finished job's result: the job is gone once stop() resolves", async () => {
  const db = await getDb();
  const events = new EventEmitter() as WorkerEvents;
  let finish!: () => void;
  const running = new Promise<void>((resolve) => (finish = resolve));
  const started: string[] = [];
  const lane = new Lane(
    {
      name: 'jobs',
      channel: laneChannel('jobs'),
      options: {
        taskList: {
          cs_hold: async (_payload, helpers) => {
            started.push(helpers.job.id);
            await running;
          },
        },
        parsedCronItems: [],
        concurrency: 1,
        pollInterval: 60_000,
        preset: { worker: { localQueue: { size: 1 } } },
      },
      stopTimeoutMs: 10_000,
    },
    { url, db, events },
  );
  await lane.start();
  const jobs = async () =>
    (await db.execute<{ id: string }>(sql`select id::text from graphile_worker.jobs where task_identifier = 'cs_hold'`))
      .length;

  await db.execute(sql`select graphile_worker.add_job('cs_hold', '{}'::json)`);
  lane.nudge(1);
  await waitFor(async () => started.length === 1, { what: 'the job to run' });

  // Another session locks the job's row: the runner's `completeJobs` (a delete) waits behind it.
  const reserved = await holder.reserve();
  await reserved`begin`;
  await reserved`select id from graphile_worker._private_jobs where id = ${started[0]!} for update`;
  finish();
  await waitFor(
    async () =>
      (
        await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and application_name like 'aos-worker-jobs-%'`)
      )[0]!.n === 1,
    { what: "the job's result to wait for the row lock" },
  );

  const released = new Promise<void>((resolve) => events.once('pool:release', () => resolve()));
  let stopped = false;
  const stopping = lane.stop().then(() => (stopped = true));
  await released;
  // graphile-worker's runner has stopped; the lane has not, while the result is not written.
  await sleep(300);
  expect(stopped).toBe(false);
  expect(await jobs()).toBe(1);

  await reserved`commit`;
  reserved.release();
  await stopping;
  expect(await jobs()).toBe(0);
}, 30_000);
