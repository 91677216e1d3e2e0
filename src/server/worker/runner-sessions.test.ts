// The job runners' sessions commit without waiting for their WAL flush (graphile-worker's own bookkeeping only);
// the worker's pool, where every task writes, still waits (supervisor.ts, docs/performance.md finding 118).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, WORKER_POOL } from '~/server/db/client';
import { connectionPool } from './supervisor';

const url = inject('appDatabaseUrl');
const runnerPool = connectionPool(url, 1, 'jobs');
const workerPool = connect(url, { ...WORKER_POOL, max: 1 });

afterAll(async () => {
  await runnerPool.end();
  await workerPool.sql.end();
});

describe("the job runners' sessions", () => {
  it("do not wait for the WAL flush at commit; the worker's pool does", async () => {
    const runner = await runnerPool.query<{ synchronous_commit: string }>('show synchronous_commit');
    expect(runner.rows).toEqual([{ synchronous_commit: 'off' }]);
    const worker = await workerPool.db.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`);
    expect([...worker]).toEqual([{ synchronous_commit: 'on' }]);
  });
});
