import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';

export type LedgerProblem =
  | { kind: 'unbalanced_transaction'; transactionId: string; sum: number }
  | { kind: 'balance_mismatch'; accountId: string; balance: number; entries: number }
  | { kind: 'negative_balance'; accountId: string; balance: number };

/**
 * Checks every ledger invariant of the live books from scratch; an empty list means they are sound. Test-mode
 * accounts and transactions (`test_…` kinds) are left out: they are no money.
 */
export async function verifyLedger(db: DbOrTx): Promise<LedgerProblem[]> {
  const unbalanced = await db.execute<{ id: string; total: string }>(sql`
    select e.transaction_id as id, sum(e.amount_idr) as total from ledger_entry e
    join ledger_transaction t on t.id = e.transaction_id where t.kind not like 'test\\_%'
    group by e.transaction_id having sum(e.amount_idr) <> 0`);
  const mismatched = await db.execute<{ id: string; balance: string; total: string }>(sql`
    select a.id, a.balance_idr as balance, coalesce(sum(e.amount_idr), 0) as total
    from ledger_account a left join ledger_entry e on e.account_id = a.id
    where a.kind not like 'test\\_%'
    group by a.id having a.balance_idr <> coalesce(sum(e.amount_idr), 0)`);
  const negative = await db.execute<{ id: string; balance: string }>(sql`
    select id, balance_idr as balance from ledger_account where kind <> 'clearing' and kind not like 'test\\_%' and balance_idr < 0`);
  return [
    ...unbalanced.map((r) => ({ kind: 'unbalanced_transaction' as const, transactionId: r.id, sum: Number(r.total) })),
    ...mismatched.map((r) => ({
      kind: 'balance_mismatch' as const,
      accountId: r.id,
      balance: Number(r.balance),
      entries: Number(r.total),
    })),
    ...negative.map((r) => ({ kind: 'negative_balance' as const, accountId: r.id, balance: Number(r.balance) })),
  ];
}
