// The /v1 key check's pool (client.ts KEY_CHECK_POOL): its sessions commit without waiting for the WAL flush, the
// process's pool (orders, money) with it, and the key check of a /v1 request is sent on the former.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAgent } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { getDb, getKeyCheckDb, KEY_CHECK_POOL, type Db } from './client';

await useFileDatabase('aos_key_check_pool');

let db: Db;
let keyCheckDb: Db;
beforeAll(async () => {
  db = await getDb();
  keyCheckDb = await getKeyCheckDb();
});

const setting = async (on: Db) =>
  (await on.execute<{ value: string }>(sql`select current_setting('synchronous_commit') as value`))[0]!.value;

describe('the key check pool', () => {
  it("commits without the flush; the process's pool, which moves orders and money, with it", async () => {
    expect(await setting(keyCheckDb)).toBe('off');
    expect(await setting(db)).toBe('on');
  });

  it('a /v1 request sends its key check there', async () => {
    const agent = await createAgent({ db, depositIdr: 10_000_000 });
    const order = await placeOrder(db, agent, 'nib-oss');
    const { serveV1 } = await import('~/server/front-door/v1-pipeline');
    const res = await serveV1(
      new Request(`http://api.test/v1/orders/${order.id}`, { headers: { Authorization: `Bearer ${agent.apiKey}` } }),
    );
    expect(res.status).toBe(200);
    // A backend of the key check's pool whose last statement was a key check: the GET's (the pool ran nothing else
    // since the setting above; pg_stat_activity keeps the first 1 KiB of a statement's text).
    const ran = await db.execute<{ name: string }>(
      sql`select application_name as name from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query like '%with matched as%'`,
    );
    expect(ran.map((r) => r.name)).toContain(KEY_CHECK_POOL.applicationName);
  });
});
