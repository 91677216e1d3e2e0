import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import { prepared } from '~/server/db/prepared';
import { ledgerEntries, ledgerTransactions, type LedgerAccountKind } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { newId } from '~/server/domain/ids';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import { ledgerAccountId, openAccount } from './accounts';

export type Leg = {
  kind: LedgerAccountKind;
  ownerId: string;
  amountIdr: number;
  /** The owner cannot have this account yet (an order created in this transaction): it is opened here. */
  opensAccount?: boolean;
};

async function insertEntries(db: DbOrTx, transactionId: string, legs: readonly Leg[]): Promise<void> {
  const accountIds = await Promise.all(legs.map((leg) => ledgerAccountId(db, leg.kind, leg.ownerId)));
  const entries = legs.map((leg, i) => ({ transactionId, accountId: accountIds[i]!, amountIdr: leg.amountIdr }));
  const [from, to] = entries;
  if (entries.length === 2) await insertTwoEntries(db, { transactionId, from: from!, to: to! });
  else await db.insert(ledgerEntries).values(entries);
}

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
  // The transaction's row, the accounts' ids and the entries go without waiting for each other (db/pipelined.ts);
  // the entries wait only for ids not known yet. Postgres runs them in this order, so the entries follow the row
  // and the accounts they reference.
  const written = insertTransaction(db, {
    id,
    kind: txn.kind,
    description: txn.description,
    descriptionCode: txn.line.code,
    descriptionParams: txn.line.params,
    organizationId: txn.organizationId ?? null,
    orderId: txn.orderId ?? null,
    createdAt: now(),
  });
  const opened = txn.legs.flatMap((leg) => (leg.opensAccount ? [openAccount(db, leg.kind, leg.ownerId)] : []));
  await pipelined([written, ...opened, insertEntries(db, id, txn.legs)]);
  return id;
}

// Built once (db/prepared.ts): every order's payment sends them, and every money move has two legs so far.
const insertTransaction = prepared((db) =>
  db
    .insert(ledgerTransactions)
    .values({
      id: sql.placeholder('id'),
      kind: sql.placeholder('kind'),
      description: sql.placeholder('description'),
      descriptionCode: sql.placeholder('descriptionCode'),
      descriptionParams: sql.placeholder('descriptionParams'),
      organizationId: sql.placeholder('organizationId'),
      orderId: sql.placeholder('orderId'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('ledger_insert_transaction'),
);

type Entry = { accountId: string; amountIdr: number };
const preparedTwoEntries = prepared((db) =>
  db
    .insert(ledgerEntries)
    .values(
      (['from', 'to'] as const).map((leg) => ({
        transactionId: sql.placeholder('transactionId'),
        accountId: sql.placeholder(`${leg}AccountId`),
        amountIdr: sql.placeholder(`${leg}AmountIdr`),
      })),
    )
    .prepare('ledger_insert_two_entries'),
);
const insertTwoEntries = (db: DbOrTx, values: { transactionId: string; from: Entry; to: Entry }) =>
  preparedTwoEntries(db, {
    transactionId: values.transactionId,
    fromAccountId: values.from.accountId,
    fromAmountIdr: values.from.amountIdr,
    toAccountId: values.to.accountId,
    toAmountIdr: values.to.amountIdr,
  });
