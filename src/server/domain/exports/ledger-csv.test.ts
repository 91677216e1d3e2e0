// The ledger export of a month parses back to exactly the ledger's movements, and streams a 100,000-row month
// with the server's memory flat (a batch at a time).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { now } from '~/server/domain/clock';
import { ledgerBalance, ledgerAccountId, BANK_OWNER } from '~/server/domain/ledger/accounts';
import { recordDeposit } from '~/server/domain/ledger/record-deposit';
import { cancelOrder } from '~/server/domain/orders/operator-moves';
import { organizationLedger } from '~/server/domain/ledger/organization-ledger';
import { verifyLedger } from '~/server/domain/ledger/verify-ledger';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { testDomain } from '~/test/domain-context';
import { collect, parseCsv } from '~/test/csv';
import { createAgent, TEST_ACTOR, type Agent, AMPLE_LIMITS } from '~/test/fixtures';
import { useFileDatabase } from '~/test/file-database';
import { placeOrder } from '~/test/orders';
import { CSV_BOM } from './csv';
import { LEDGER_CSV_HEADER, ledgerCsv } from './ledger-csv';

await useFileDatabase('aos_ledger_csv');

let db: Db;
let agent: Agent;
const month = () => jakartaMonth(now()).label;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, ...AMPLE_LIMITS });
});

describe('ledger CSV', () => {
  it('round-trips: every row parsed back equals the ledger, the last balance is the balance', async () => {
    await recordDeposit({
      db,
      domain: testDomain,
      organizationId: agent.organizationId,
      amountIdr: 2_500_000,
      reference: '=HYPERLINK("x"), "kutip"',
      actor: TEST_ACTOR,
    });
    const order = await placeOrder(db, agent, 'review-kontrak');
    await cancelOrder({ db, domain: testDomain, orderId: order.id, reason: 'Batal', actor: TEST_ACTOR });
    await placeOrder(db, agent, 'somasi');

    const text = await collect(
      await ledgerCsv({ db, organizationId: agent.organizationId, month: month(), livemode: true }),
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(LEDGER_CSV_HEADER);
    const ledger = await organizationLedger({ db, organizationId: agent.organizationId, limit: 200 });
    const expected = [...ledger.entries].reverse();
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const entry = expected[i]!;
      expect(row[0]).toBe(entry.created_at);
      expect(row[1]).toBe(entry.transaction_id);
      expect(row[2]).toBe(entry.kind);
      expect(Number(row[5])).toBe(entry.amount_idr);
      expect(Number(row[6])).toBe(entry.balance_after_idr);
      expect(row[4]).toBe(entry.order_id ?? '');
    });
    expect(Number(rows.at(-1)![6])).toBe(await ledgerBalance(db, 'deposit', agent.organizationId));
    // A bank reference typed by a person is text, never a formula.
    expect(rows.some((r) => r[3]!.includes(`'=HYPERLINK("x"), "kutip"`) || r[3]!.includes('=HYPERLINK'))).toBe(true);
    expect(rows.every((r) => !r[3]!.startsWith('='))).toBe(true);
  });

  it('streams 100,000 movements of a month with flat memory', { timeout: 300_000 }, async () => {
    const big = await createAgent({ db });
    const deposit = await ledgerAccountId(db, 'deposit', big.organizationId);
    const clearing = await ledgerAccountId(db, 'clearing', BANK_OWNER);
    const at = now();
    // 100,000 balanced top-ups of Rp 1.000 loaded in one statement. The ledger's per-row triggers (balance update,
    // balance check at commit) are set aside for the load, as a bulk restore does, and the two balances are then
    // set to the sums of their entries: the ledger check below proves the ledger whole again.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`
        with txn as (
          insert into ledger_transaction (id, kind, description, organization_id, created_at)
          select 'ltx_bulk_' || g, 'deposit_topup', 'Transfer bank BULK-' || g, ${big.organizationId},
                 ${at.toISOString()}::timestamptz + g * interval '1 millisecond'
          from generate_series(1, 100000) g
          returning id
        )
        insert into ledger_entry (transaction_id, account_id, amount_idr)
        select id, ${deposit}, 1000 from txn union all select id, ${clearing}, -1000 from txn`);
      await tx.execute(sql`
        update ledger_account a set balance_idr = (select coalesce(sum(amount_idr), 0) from ledger_entry e
          where e.account_id = a.id) where a.id in (${deposit}, ${clearing})`);
    });
    expect(await verifyLedger(db)).toEqual([]);

    // What stays reachable is measured after a full collection every few chunks: garbage between batches is not
    // memory the export holds.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    let rows = 0;
    let bytes = 0;
    let chunks = 0;
    let last = '';
    for await (const chunk of await ledgerCsv({
      db,
      organizationId: big.organizationId,
      month: month(),
      livemode: true,
    })) {
      bytes += Buffer.byteLength(chunk);
      rows += chunk.split('\r\n').length - 1;
      last = chunk;
      if (++chunks % 10 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    const growthMb = (peak - before) / 2 ** 20;
    console.log(
      `ledger CSV: ${rows - 1} rows, ${(bytes / 2 ** 20).toFixed(1)} MiB streamed, retained heap growth ${growthMb.toFixed(1)} MiB`,
    );
    expect(rows - 1).toBe(100_000);
    expect(Number(parseCsv(last).at(-1)![6])).toBe(100_000 * 1000);
    // The whole export is 9 MiB of text (and several times that as row objects); a batch of 1,000 rows is ~0.1 MiB.
    expect(growthMb).toBeLessThan(4);
  });
});
