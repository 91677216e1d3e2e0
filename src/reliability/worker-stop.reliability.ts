// A worker stopped by SIGTERM (a deploy, a scale-down) while a webhook attempt waits on a receiver that never
// answers: the attempt runs to its timeout and is recorded before the process exits, so every POST the receiver
// got is an attempt in the log (killed at the stop deadline, the attempt was sent but not recorded, and its retry
// made one POST more than the log's attempts).
import { createServer, type ServerResponse } from 'node:http';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '~/server/db/client';
import { webhookAttempts, webhookEvents } from '~/server/db/schema';
import { createAgent } from '~/test/fixtures';
import { waitFor } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { recordResult } from './record-result';
import { atScale } from './scale';
import { ownDatabase, startWorkerProcess, Teardown, type WorkerProcess } from './own-instance';

/** Longer than the 10 s a runner used to get to stop: the attempt must outlive that old deadline. */
const TIMEOUT_MS = atScale(11_000, 3000);

const teardown = new Teardown();
let db: Db;
let worker: WorkerProcess;
let receiverUrl: string;
const posts: string[] = [];

describe('worker stop mid-attempt', () => {
  beforeAll(async () => {
    const own = await ownDatabase(teardown, 'aos_rel_worker_stop');
    db = own.db;
    const hanging = new Set<ServerResponse>();
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        posts.push((JSON.parse(Buffer.concat(chunks).toString()) as { id: string }).id);
        hanging.add(res); // never answered: the sender's timeout ends the attempt
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;
    teardown.add(
      () =>
        new Promise<void>((resolve) => {
          for (const res of hanging) res.destroy();
          server.close(() => resolve());
        }),
    );
    worker = startWorkerProcess(teardown, own.url, {
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      ALLOW_PRIVATE_WEBHOOK_TARGETS: '1',
    });
  });
  afterAll(() => teardown.release());

  it(`SIGTERM while attempts hang on the receiver (timeout ${TIMEOUT_MS / 1000} s): each POST is a recorded attempt before the exit`, async () => {
    const agent = await createAgent({ db, depositIdr: 1_000_000_000, monthlyLimitIdr: 1_000_000_000_000 });
    const order = await placeOrder(db, agent, 'review-kontrak', { callback_url: receiverUrl });
    await waitFor(async () => posts.length > 0, {
      timeoutMs: 60_000,
      what: `the first POST to reach the receiver (worker output:\n${worker.output()})`,
    });
    const stopped = Date.now();
    await worker.stop();
    const stopMs = Date.now() - stopped;

    const events = await db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(sql`${webhookEvents.orderId} = ${order.id}`);
    const attempts = await db
      .select({ eventId: webhookAttempts.eventId })
      .from(webhookAttempts)
      .where(
        inArray(
          webhookAttempts.eventId,
          events.map((e) => e.id),
        ),
      );
    const count = (ids: string[]) =>
      Object.fromEntries([...new Set(ids)].sort().map((id) => [id, ids.filter((x) => x === id).length]));
    recordResult({
      area: 'receiver faults',
      scenario: `worker stopped by SIGTERM while attempts hang on the receiver (webhook timeout ${TIMEOUT_MS / 1000} s)`,
      tries: posts.length,
      unit: 'POSTs',
      held: `${posts.length} POSTs received, ${attempts.length} attempts recorded; the worker exited ${(stopMs / 1000).toFixed(1)} s after SIGTERM`,
      losses: Math.abs(posts.length - attempts.length),
    });
    expect(worker.process.signalCode).toBeNull();
    expect(worker.process.exitCode).toBe(0);
    expect(count(attempts.map((a) => a.eventId))).toEqual(count(posts));
  }, 120_000);
});
