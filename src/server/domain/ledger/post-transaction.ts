import type { DbOrTx } from '~/server/db/client';
import { ledgerEntries, ledgerTransactions, type LedgerAccountKind } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import { ledgerAccountId } from './accounts';

export type Leg = { kind: LedgerAccountKind; ownerId: string; amountIdr: number };

/**
 * Posts one balanced transaction. Balances move through the ledger_entry trigger; a balance that
 * would go negative violates the account CHECK and aborts the caller's transaction.
 */
export async function postLedgerTransaction(
  db: DbOrTx,
  txn: {
    kind: string;
    /** Indonesian text for the ops CLI; the dashboard renders `line` per locale. */
    description: string;
    line: { code: LedgerLineCode; params: LedgerLineParams };
    organizationId?: string | null;
    orderId?: string | null;
    legs: Leg[];
  },
): Promise<string> {
  const total = txn.legs.reduce((sum, leg) => sum + leg.amountIdr, 0);
  if (total !== 0 || txn.legs.some((l) => !Number.isSafeInteger(l.amountIdr) || l.amountIdr === 0)) {
    throw new AppError('INTERNAL', `Unbalanced ledger transaction ${txn.kind}`);
  }
  const id = newId('ledgerTransaction');
  await db.insert(ledgerTransactions).values({
    id,
    kind: txn.kind,
    description: txn.description,
    descriptionCode: txn.line.code,
    descriptionParams: txn.line.params,
    organizationId: txn.organizationId ?? null,
    orderId: txn.orderId ?? null,
    createdAt: now(),
  });
  const entries = [];
  for (const leg of txn.legs) {
    entries.push({
      transactionId: id,
      accountId: await ledgerAccountId(db, leg.kind, leg.ownerId),
      amountIdr: leg.amountIdr,
    });
  }
  await db.insert(ledgerEntries).values(entries);
  return id;
}
