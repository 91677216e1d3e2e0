// The ledger's guards live in the database (drizzle/0001_ledger_guards.sql), below every code path: entries
// are append-only, every transaction balances at commit, and balances move only through entries.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '~/server/db/client';
import { ledgerEntries, ledgerTransactions } from '~/server/db/schema';
import { newId } from '~/server/domain/ids';
import { useFileDatabase } from '~/test/file-database';
import { createAgent, type Agent } from '~/test/fixtures';
import { ledgerAccountId, ledgerBalance } from './accounts';

await useFileDatabase('aos_ledger_guards');

let db: Db;
let agent: Agent;

beforeAll(async () => {
  db = await getDb();
  agent = await createAgent({ db, depositIdr: 1_000_000 });
});

const causeOf = (error: unknown) => String((error as { cause?: unknown }).cause ?? error);

async function depositEntries() {
  const account = await ledgerAccountId(db, 'deposit', agent.organizationId);
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, account));
}

describe('ledger guards in the database', () => {
  it('refuses to change or delete a posted entry, and nothing moves', async () => {
    const before = await depositEntries();
    expect(before).toHaveLength(1);
    const [entry] = before;

    await expect(
      db.update(ledgerEntries).set({ amountIdr: 9_000_000 }).where(eq(ledgerEntries.id, entry!.id)),
    ).rejects.toSatisfy((e) => causeOf(e).includes('ledger entries are append-only'));
    await expect(db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry!.id))).rejects.toSatisfy((e) =>
      causeOf(e).includes('ledger entries are append-only'),
    );

    expect(await depositEntries()).toEqual(before);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(1_000_000);
  });

  it('refuses at commit a transaction whose entries do not sum to zero, and writes none of it', async () => {
    const account = await ledgerAccountId(db, 'deposit', agent.organizationId);
    const transactionId = newId('ledgerTransaction');

    await expect(
      db.transaction(async (tx) => {
        await tx.insert(ledgerTransactions).values({
          id: transactionId,
          kind: 'deposit_topup',
          description: 'unbalanced on purpose',
          organizationId: agent.organizationId,
          createdAt: new Date(),
        });
        await tx.insert(ledgerEntries).values({ transactionId, accountId: account, amountIdr: 500 });
      }),
    ).rejects.toSatisfy((e) => causeOf(e).includes('does not balance'));

    expect(await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, transactionId))).toEqual([]);
    expect(await ledgerBalance(db, 'deposit', agent.organizationId)).toBe(1_000_000);
  });

  it('keeps every balance equal to the sum of its entries', async () => {
    const rows = await db.execute<{ balance: string; entries: string }>(sql`
      select a.balance_idr as balance, coalesce(sum(e.amount_idr), 0) as entries
      from ledger_account a left join ledger_entry e on e.account_id = a.id
      group by a.id`);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(Number(row.balance)).toBe(Number(row.entries));
  });
});
