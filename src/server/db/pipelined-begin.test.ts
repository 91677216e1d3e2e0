// The transaction whose `begin` goes with its first statements and whose `commit` goes with its last (pipelined-begin.ts,
// the patched postgres.js `begin`): those statements run inside it, a failure still rolls everything back, a failed
// `begin` lets no later statement through, and a failed last statement fails the transaction.
import { sql } from 'drizzle-orm';
import type postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgError } from './pg-error';
import { connect } from './client';
import { pipelinedTransaction, sendLast } from './pipelined-begin';

const pools: postgres.Sql[] = [];
afterAll(async () => {
  for (const p of pools) await p.end({ timeout: 0 });
});

/** One connection, so that a temporary table and a session's state stay for the next transaction. */
function pool() {
  const sent: string[] = [];
  /** When each statement of `sent` was handed to the socket. */
  const sentAt: number[] = [];
  const handle = connect(inject('appDatabaseUrl'), {
    max: 1,
    onStatement: (statement) => {
      sent.push(statement);
      sentAt.push(performance.now());
    },
  });
  pools.push(handle.sql);
  return { ...handle, sent, sentAt };
}

const xid = sql`select pg_current_xact_id()::text as id`;

describe('pipelinedTransaction', () => {
  it('runs the statements sent with begin inside the transaction, and commits', async () => {
    const { db } = pool();
    await db.execute(sql`create temporary table probe (n int)`);
    const [first, later] = await pipelinedTransaction(db, async (tx) => {
      const [a, b] = await Promise.all([tx.execute(xid), tx.execute(xid)]);
      expect(a[0]).toEqual(b[0]);
      await tx.execute(sql`insert into probe values (1)`);
      return [a[0], (await tx.execute(xid))[0]];
    });
    expect(later).toEqual(first);
    expect(await db.execute(sql`select count(*)::int as n from probe`)).toEqual([{ n: 1 }]);
  });

  it('rolls back everything when a statement fails', async () => {
    const { db } = pool();
    await db.execute(sql`create temporary table probe (n int primary key)`);
    const failed = pipelinedTransaction(db, async (tx) => {
      await tx.execute(xid);
      await tx.execute(sql`insert into probe values (1)`);
      await tx.execute(sql`insert into probe values (1)`);
    });
    await expect(failed).rejects.toSatisfy((e) => pgError(e)?.code === '23505');
    expect(await db.execute(sql`select count(*)::int as n from probe`)).toEqual([{ n: 0 }]);
    // The connection is back in the pool, outside any transaction.
    expect(await db.execute(sql`select pg_current_xact_id_if_assigned() is null as idle`)).toEqual([{ idle: true }]);
  });

  it('sends commit before the last statements answer, and commits them', async () => {
    const { db, sent, sentAt } = pool();
    await db.execute(sql`create temporary table probe (n int)`);
    sent.length = 0;
    sentAt.length = 0;
    let answered: Promise<number> | undefined;
    await pipelinedTransaction(db, async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      answered = tx.execute(sql`insert into probe select 2 from pg_sleep(0.2)`).then(() => performance.now());
      await sendLast(tx, answered);
    });
    expect(sent).toEqual([
      'begin ',
      'insert into probe values (1)',
      'insert into probe select 2 from pg_sleep(0.2)',
      'commit',
    ]);
    // `commit` left while the statement still slept, not after its answer.
    expect(sentAt[3]!).toBeLessThan((await answered!) - 100);
    expect(await db.execute(sql`select n from probe order by n`)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('rejects with the error of a last statement that failed, and commits nothing', async () => {
    const { db } = pool();
    await db.execute(sql`create temporary table probe (n int primary key)`);
    const failed = pipelinedTransaction(db, async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      await sendLast(tx, tx.execute(sql`insert into probe values (1)`));
      return 'returned before the answer';
    });
    await expect(failed).rejects.toSatisfy((e) => pgError(e)?.code === '23505');
    expect(await db.execute(sql`select count(*)::int as n from probe`)).toEqual([{ n: 0 }]);
    expect(await db.execute(sql`select pg_current_xact_id_if_assigned() is null as idle`)).toEqual([{ idle: true }]);
  });

  it('outside a pipelined transaction, waits for the last statements before commit', async () => {
    const { db, sent, sentAt } = pool();
    await db.execute(sql`create temporary table probe (n int)`);
    sent.length = 0;
    sentAt.length = 0;
    let answered: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      answered = tx.execute(sql`insert into probe select 1 from pg_sleep(0.2)`).then(() => performance.now());
      await sendLast(tx, answered);
    });
    expect(sent).toEqual(['begin ', 'insert into probe select 1 from pg_sleep(0.2)', 'commit']);
    expect(sentAt[2]!).toBeGreaterThanOrEqual(await answered!);
    expect(await db.execute(sql`select count(*)::int as n from probe`)).toEqual([{ n: 1 }]);
  });

  it('sends nothing after a failed begin and rejects with its error', async () => {
    const { db, sql: client, sent } = pool();
    // A session left in a failed transaction block: its next `begin` fails (25P02).
    await expect(client.unsafe('begin; select 1/0')).rejects.toThrow();
    sent.length = 0;
    const failed = pipelinedTransaction(db, async (tx) => {
      await tx.execute(sql`select 1`).catch(() => undefined);
      await tx.execute(sql`select 'after begin answered'`);
    });
    await expect(failed).rejects.toSatisfy((e) => pgError(e)?.code === '25P02');
    expect(sent).toEqual(['begin ', 'select 1']);
    // The session stays in its failed block, reserved, as after postgres.js' own failed begin: afterAll ends it.
  }, 5000);
});
