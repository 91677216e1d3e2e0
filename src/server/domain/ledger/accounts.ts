import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { preparedSql } from '~/server/db/prepared';
import { ledgerAccounts, type LedgerAccountKind } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import { modeKinds } from './mode-kinds';

/** The clearing account mirrors money held at the bank (outside the ledger). */
export const BANK_OWNER = 'bank';

/** Built once (db/prepared.ts): every ledger transaction sends it for each leg. */
const accountIdOrCreate = preparedSql<{ id: string }>(
  'ledger_account_id',
  () => sql`
    with created as (
      insert into ledger_account (id, kind, owner_id) values (${sql.placeholder('id')}, ${sql.placeholder('kind')}, ${sql.placeholder('ownerId')})
      on conflict (kind, owner_id) do nothing returning id
    )
    select id from created
    union all
    select id from ledger_account where kind = ${sql.placeholder('kind')} and owner_id = ${sql.placeholder('ownerId')}
    limit 1`,
);

/**
 * Accounts a transaction has already read and locked, by kind and owner (`rememberAccount`): an account's id never
 * changes and accounts are never deleted, so within that transaction the id needs no statement. The order's payment
 * posts against the deposit `requireDeposit` has just locked (docs/performance.md, finding 53).
 */
const known = new WeakMap<DbOrTx, Map<string, string>>();

export function rememberAccount(tx: DbOrTx, kind: LedgerAccountKind, ownerId: string, id: string): void {
  let accounts = known.get(tx);
  if (!accounts) known.set(tx, (accounts = new Map()));
  accounts.set(`${kind}:${ownerId}`, id);
}

/**
 * Creates the (kind, owner) account of an owner that cannot have one yet (an order created in this transaction)
 * with an id chosen here and remembered for `tx` at once, so that entries posting to it need not wait for the
 * statement: they follow it in the same round trip. The statement is ledgerAccountId's; if the account existed
 * after all, the entries reference an id that does not exist and the transaction fails, as this promise does.
 */
export async function openAccount(tx: DbOrTx, kind: LedgerAccountKind, ownerId: string): Promise<void> {
  const id = newId('ledgerAccount');
  rememberAccount(tx, kind, ownerId, id);
  const rows = await accountIdOrCreate(tx, { id, kind, ownerId });
  if (rows[0]?.id !== id) throw new AppError('INTERNAL', `Ledger account ${kind}:${ownerId} existed already`);
}

/**
 * Id of the (kind, owner) account, created on first use: one statement whether it exists or not. Only when a
 * concurrent transaction created the account after this statement began does it take a second read.
 */
export async function ledgerAccountId(db: DbOrTx, kind: LedgerAccountKind, ownerId: string): Promise<string> {
  const remembered = known.get(db)?.get(`${kind}:${ownerId}`);
  if (remembered) return remembered;
  const rows = await accountIdOrCreate(db, { id: newId('ledgerAccount'), kind, ownerId });
  if (rows[0]) return rows[0].id;
  const [existing] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.ownerId, ownerId)));
  return existing!.id;
}

export async function ledgerBalance(db: DbOrTx, kind: LedgerAccountKind, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balanceIdr })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.ownerId, ownerId)));
  return row?.balance ?? 0;
}

/** Sum of the escrow accounts of an organization's open orders of one mode. */
export async function organizationEscrow(db: DbOrTx, organizationId: string, livemode: boolean): Promise<number> {
  const kind = modeKinds(livemode).escrow;
  const rows = await db.execute<{ total: string | null }>(sql`
    select coalesce(sum(a.balance_idr), 0) as total
    from ledger_account a join "order" o on o.id = a.owner_id
    where a.kind = ${kind} and o.organization_id = ${organizationId}`);
  return Number(rows[0]?.total ?? 0);
}
