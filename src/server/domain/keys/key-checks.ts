import { databaseFailure } from '~/server/db/connection-errors';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { windowExpiredBefore } from '~/server/domain/rate-limit/rate-limit-window';
import type { KeyRow, KeyStatement } from './key-check-statement';
import { readParam } from './key-read';

/** One request's key check: its credentials and read values, and where its row (or error) goes. */
export type KeyCheck = {
  credentials: { prefix: string; hash: string; livemode: boolean } | { hash: string };
  read: Record<string, unknown> | null;
  settle: (outcome: { row: KeyRow | undefined; at: Date } | { error: unknown }) => void;
};

/**
 * The key checks of a pool, sent together: the requests whose key check starts in the same turn of the event loop
 * (the sockets one wake-up of the web server read) go to Postgres as one statement per variant at the end of that
 * turn (`setImmediate`: after the poll phase, before any timer), instead of a statement each. Postgres then wakes,
 * runs its executor and commits once for all of them, and the web server writes and reads one message
 * (docs/performance.md, finding 101). A request alone waits for nothing but the rest of its turn, and sends the
 * statement it always did. Should a list's statement fail for a reason other than the database's absence (a value
 * one request brought), each of its requests is checked again alone, so that only that request gets the error.
 */
export class KeyChecks {
  readonly #waiting = new Map<KeyStatement, KeyCheck[]>();

  constructor(readonly db: DbOrTx) {}

  enqueue(statement: KeyStatement, check: KeyCheck): void {
    let list = this.#waiting.get(statement);
    if (!list) {
      const waiting = (list = []);
      this.#waiting.set(statement, waiting);
      setImmediate(() => {
        this.#waiting.delete(statement);
        void sendKeyChecks(this.db, statement, waiting);
      });
    }
    list.push(check);
  }
}

/** `list`'s key checks in one statement (one request's own when it is alone); each gets its row or the error. */
export async function sendKeyChecks(db: DbOrTx, statement: KeyStatement, list: KeyCheck[]): Promise<void> {
  const at = now();
  let rows: KeyRow[];
  try {
    rows = await (list.length === 1 ? statement.one : statement.list)(db, keyCheckValues(list, at));
  } catch (error) {
    if (list.length > 1 && !databaseFailure(error))
      for (const check of list) void sendKeyChecks(db, statement, [check]);
    else for (const check of list) check.settle({ error });
    return;
  }
  if (list.length === 1) return list[0]!.settle({ row: rows[0], at });
  // A key's requests in the list share its row of the upsert, whose count is the last one's: each earlier request of
  // that key counted one less than the next.
  const byPlace: (KeyRow | undefined)[] = [];
  for (const row of rows) byPlace[Number(row.n) - 1] = row;
  const later = new Map<string, number>();
  for (let i = list.length - 1; i >= 0; i--) {
    const row = byPlace[i];
    if (!row || row.count === null) continue;
    const after = later.get(row.id) ?? 0;
    row.count = Number(row.count) - after;
    later.set(row.id, after + 1);
  }
  list.forEach((check, i) => check.settle({ row: byPlace[i], at }));
}

/** The statement's values: one request's own, or a text array per name with an element per request. */
function keyCheckValues(list: KeyCheck[], at: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { at: at.toISOString(), expired: windowExpiredBefore(at).toISOString() };
  if (list.length === 1) {
    const { credentials, read } = list[0]!;
    Object.assign(values, credentials);
    if (read) for (const name in read) values[readParam(name)] = read[name];
    return values;
  }
  // Every value as text: postgres.js would type an array of booleans as one boolean (from its first element), which
  // the statement's array cannot take.
  const arrays = new Map<string, unknown[]>();
  const element = (name: string, i: number, value: unknown) => {
    let array = arrays.get(name);
    if (!array) arrays.set(name, (array = new Array<unknown>(list.length).fill(null)));
    array[i] = value === null || value === undefined ? null : String(value);
  };
  list.forEach(({ credentials, read }, i) => {
    for (const [name, value] of Object.entries(credentials)) element(name, i, value);
    if (read) for (const name in read) element(readParam(name), i, read[name]);
  });
  for (const [name, array] of arrays) values[name] = array;
  return values;
}
