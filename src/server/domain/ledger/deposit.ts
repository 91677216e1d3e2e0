import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { ledgerAccounts } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { modeKinds } from './mode-kinds';

/**
 * Locks the organization's deposit account and fails with INSUFFICIENT_DEPOSIT when it cannot cover
 * `amountIdr`. Holding the lock until commit serialises concurrent charges against one deposit.
 */
export async function requireDeposit(
  tx: DbOrTx,
  organizationId: string,
  amountIdr: number,
  livemode: boolean,
): Promise<number> {
  const [account] = await tx
    .select({ balance: ledgerAccounts.balanceIdr })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, modeKinds(livemode).deposit), eq(ledgerAccounts.ownerId, organizationId)))
    .for('update');
  const balance = account?.balance ?? 0;
  if (balance < amountIdr) {
    throw new AppError(
      'INSUFFICIENT_DEPOSIT',
      `${livemode ? 'Deposit' : 'Deposit uji'} tidak cukup: saldo Rp${balance}, dibutuhkan Rp${amountIdr}.`,
      { details: { neededIdr: amountIdr, availableIdr: balance } },
    );
  }
  return balance;
}
