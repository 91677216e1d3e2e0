// fillPool (client.ts): the web server opens every connection of its process pool before its first request, so a
// burst does not meet Postgres sessions that have never run an order (docs/performance.md, findings 102 and 117).
// The key check's pool still opens on demand.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '~/test/file-database';
import { fillPool, getDb, getKeyCheckDb, KEY_CHECK_POOL, WEB_POOL } from './client';

await useFileDatabase('aos_fill_pool');

/** This database's sessions by pool: the key check's by its application name, the process's the rest. */
async function sessions() {
  const rows = await (
    await getDb()
  ).execute<{ key_check: boolean; n: number }>(
    sql`select application_name = ${KEY_CHECK_POOL.applicationName} as key_check, count(*)::int as n
      from pg_stat_activity where datname = current_database() group by 1`,
  );
  return {
    process: rows.find((r) => !r.key_check)?.n ?? 0,
    keyCheck: rows.find((r) => r.key_check)?.n ?? 0,
  };
}

describe('fillPool', () => {
  it("opens every connection of the process's pool, and none of the key check's", async () => {
    // The count itself opens the process's pool's first connection; nothing else has run.
    expect(await sessions()).toEqual({ process: 1, keyCheck: 0 });
    await fillPool();
    expect(await sessions()).toEqual({ process: WEB_POOL.max, keyCheck: 0 });
    // Again: nothing more to open.
    await fillPool();
    expect(await sessions()).toEqual({ process: WEB_POOL.max, keyCheck: 0 });
    await (await getKeyCheckDb()).execute(sql`select 1`);
    expect(await sessions()).toEqual({ process: WEB_POOL.max, keyCheck: 1 });
  });
});
