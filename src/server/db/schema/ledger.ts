import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LedgerLineCode, LedgerLineParams } from '~/shared/ledger/ledger-lines';
import { organization, user } from './auth';
import { idr, tstz } from './columns';

export const LIVE_LEDGER_ACCOUNT_KINDS = ['deposit', 'escrow', 'earnings', 'clearing', 'receivable'] as const;
/** Test mode's own accounts: never read by live balances, charts, invoices or the live ledger check. */
export const TEST_LEDGER_ACCOUNT_KINDS = ['test_deposit', 'test_escrow', 'test_earnings', 'test_clearing'] as const;
export const LEDGER_ACCOUNT_KINDS = [...LIVE_LEDGER_ACCOUNT_KINDS, ...TEST_LEDGER_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

const kindList = sql.raw(LEDGER_ACCOUNT_KINDS.map((k) => `'${k}'`).join(','));

/**
 * One account per (kind, owner). `balance_idr` is maintained only by the trigger on
 * ledger_entry (see the custom migration), so it always equals the sum of its entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_account',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** org_… for deposit/receivable, ord_… for escrow, prac_… for earnings, 'bank' for clearing. */
    ownerId: text('owner_id').notNull(),
    balanceIdr: idr('balance_idr').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_account_owner_idx').on(t.kind, t.ownerId),
    check('ledger_account_kind_check', sql`${t.kind} in (${kindList})`),
    // The bank/clearing account mirrors money held outside: the only one allowed below zero.
    check('ledger_account_balance_check', sql`${t.kind} in ('clearing','test_clearing') or ${t.balanceIdr} >= 0`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transaction',
  {
    id: text('id').primaryKey(),
    /** deposit_topup | order_payment | order_release | order_refund | invoice_payment | practitioner_payout */
    kind: text('kind').notNull(),
    /** Indonesian text, kept for the ops CLI and rows older than the code. */
    description: text('description').notNull(),
    /** What the line is, rendered per locale by the dashboard with its parameters. */
    descriptionCode: text('description_code').$type<LedgerLineCode>(),
    descriptionParams: jsonb('description_params').$type<LedgerLineParams>(),
    organizationId: text('organization_id').references(() => organization.id),
    orderId: text('order_id'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('ledger_transaction_org_idx').on(t.organizationId, t.createdAt),
    index('ledger_transaction_order_idx').on(t.orderId),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed: positive credits the account's balance, negative debits it. */
    amountIdr: idr('amount_idr').notNull(),
  },
  (t) => [
    check('ledger_entry_nonzero_check', sql`${t.amountIdr} <> 0`),
    index('ledger_entry_account_idx').on(t.accountId, t.id),
    index('ledger_entry_transaction_idx').on(t.transactionId),
  ],
);

/** Bank transfers recorded by finance; the bank reference makes a transfer count once. */
export const bankTransfers = pgTable(
  'bank_transfer',
  {
    reference: text('reference').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    amountIdr: idr('amount_idr').notNull(),
    ledgerTransactionId: text('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    recordedBy: text('recorded_by').references(() => user.id),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [check('bank_transfer_amount_check', sql`${t.amountIdr} > 0`)],
);
