import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { ledgerAccounts } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { rememberAccount } from './accounts';
import { modeKinds } from './mode-kinds';

/** Built once (db/prepared.ts): every order sends it. */
const lockedBalance = prepared((db) =>
  db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceIdr })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.kind, sql.placeholder('kind')), eq(ledgerAccounts.ownerId, sql.placeholder('ownerId'))),
    )
    .for('update')
    .prepare('deposit_locked_balance'),
);

/**
 * Locks the organization's deposit account and fails with INSUFFICIENT_DEPOSIT when it cannot cover `amountIdr`.
 * Holding the lock until commit serialises concurrent charges against one deposit; the account's id is remembered
 * for `tx`, so the payment that follows posts against it without reading it again.
 */
export async function requireDeposit(
  tx: DbOrTx,
  organizationId: string,
  amountIdr: number,
  livemode: boolean,
): Promise<number> {
  return checkDeposit(await lockDeposit(tx, organizationId, livemode), amountIdr, livemode);
}

/**
 * requireDeposit's lock and read alone: the balance of the organization's deposit account, locked until commit
 * (0 without an account). An order sends it with its other checks' statements and checks it in its own order.
 */
export async function lockDeposit(tx: DbOrTx, organizationId: string, livemode: boolean): Promise<number> {
  const kind = modeKinds(livemode).deposit;
  const [account] = await lockedBalance(tx, { kind, ownerId: organizationId });
  if (account) rememberAccount(tx, kind, organizationId, account.id);
  return account?.balance ?? 0;
}

/** INSUFFICIENT_DEPOSIT when `balance` (read by lockDeposit) cannot cover `amountIdr`; else the balance. */
export function checkDeposit(balance: number, amountIdr: number, livemode: boolean): number {
  if (balance < amountIdr) {
    throw new AppError(
      'INSUFFICIENT_DEPOSIT',
      `${livemode ? 'Deposit' : 'Deposit uji'} tidak cukup: saldo Rp${balance}, dibutuhkan Rp${amountIdr}.`,
      { details: { neededIdr: amountIdr, availableIdr: balance } },
    );
  }
  return balance;
}
