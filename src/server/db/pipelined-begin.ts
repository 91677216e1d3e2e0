import { PostgresJsSession, PostgresJsTransaction } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db, DbOrTx, Tx } from './client';
import { clientOf } from './prepared';

/** What drizzle's database and session keep off their public types, as its own `transaction` uses them. */
type Internals = { dialect: unknown; session: { schema: unknown; options: unknown } };
type Build = new (...args: unknown[]) => unknown;

/** postgres.js' `begin` with the option patches/postgres+*.patch adds. */
type PipelinedBegin = <T>(options: { pipelined: true }, fn: (sql: postgres.TransactionSql) => Promise<T>) => Promise<T>;

/**
 * `db.transaction(work)` whose `begin` does not wait for its own answer: the transaction's first statements go in
 * the same write as `begin` (one round trip less; docs/performance.md, round 5). postgres.js awaits `begin` alone,
 * so this needs its patched `begin` (patches/postgres+*.patch).
 *
 * The statements `work` starts before its first await on the transaction must only read or lock rows: should `begin`
 * itself fail, they have run outside a transaction (a lock then ends with its statement, a write would have been
 * committed). postgres.js then refuses every later statement and the transaction rejects with begin's error; no
 * write can follow. Otherwise it is drizzle's `transaction`: the same tx, commit at the end, rollback on a failure.
 */
export function pipelinedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const { session, dialect } = db as unknown as Internals;
  const begin = clientOf(db).begin as unknown as PipelinedBegin;
  return begin({ pipelined: true }, (client) => {
    // What drizzle's PostgresJsSession.transaction builds around the transaction's client.
    const txSession = new (PostgresJsSession as unknown as Build)(client, dialect, session.schema, session.options);
    const tx = new (PostgresJsTransaction as unknown as Build)(dialect, txSession, session.schema) as Tx;
    commitsBehindLast.add(tx);
    return work(tx);
  });
}

/** The transactions of `pipelinedTransaction`, whose `commit` may follow statements not answered yet. */
const commitsBehindLast = new WeakSet<DbOrTx>();

/**
 * The transaction's last statements, already sent (`last` settles with their answers): in a `pipelinedTransaction`
 * they are not waited for, so that its `commit` goes in the same write (one round trip less); should one fail,
 * Postgres rolls the transaction back at that `commit` and the transaction rejects with the statement's error (the
 * patched `begin`). Anywhere else they are awaited, as any statement. Nothing of their answers may be needed; a
 * statement sent after them runs after them, and fails (25P02) if one of them failed.
 */
export async function sendLast(tx: DbOrTx, last: Promise<unknown>): Promise<void> {
  if (!commitsBehindLast.has(tx)) return void (await last);
  // Its failure is the transaction's, reported by `begin`; not an unhandled rejection here.
  last.catch(() => undefined);
}
