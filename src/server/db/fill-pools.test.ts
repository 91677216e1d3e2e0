// fillPools (client.ts): the web server opens every connection of its two pools before its first request, so a burst
// does not meet Postgres sessions that have never run an order (docs/performance.md, finding 102).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFileDatabase } from '~/test/file-database';
import { fillPools, getDb, KEY_CHECK_POOL, WEB_POOL } from './client';

await useFileDatabase('aos_fill_pools');

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

describe('fillPools', () => {
  it("opens every connection of the process's pool and of the key check's", async () => {
    // The count itself opens the process's pool's first connection; nothing else has run.
    expect(await sessions()).toEqual({ process: 1, keyCheck: 0 });
    await fillPools();
    expect(await sessions()).toEqual({ process: WEB_POOL.max, keyCheck: WEB_POOL.max });
    // Again: nothing more to open.
    await fillPools();
    expect(await sessions()).toEqual({ process: WEB_POOL.max, keyCheck: WEB_POOL.max });
  });
});
