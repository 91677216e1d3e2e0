import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import {
  bankTransfers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  organization,
  practitioners,
  user,
} from '~/server/db/schema';
import { statementPeriod } from '~/server/domain/papers/statement-period';
import { csvChunks } from './csv';
import { keysetBatches, type TimeKey } from './keyset-batches';

export const TRANSFERS_CSV_HEADER = [
  'recorded_at',
  'reference',
  'organization_id',
  'organization_name',
  'amount_idr',
  'ledger_transaction_id',
  'recorded_by',
];

/** The bank transfers finance recorded in a month (Asia/Jakarta), in the order they were recorded. */
export function bankTransfersCsv(options: { db: DbOrTx; month: string }) {
  const { db } = options;
  const period = statementPeriod(options.month);
  const batches = keysetBatches(
    (after: TimeKey | null, limit) =>
      db
        .select({
          at: bankTransfers.createdAt,
          id: bankTransfers.reference,
          organizationId: bankTransfers.organizationId,
          organizationName: organization.name,
          amountIdr: bankTransfers.amountIdr,
          transactionId: bankTransfers.ledgerTransactionId,
          recordedBy: user.email,
        })
        .from(bankTransfers)
        .innerJoin(organization, eq(organization.id, bankTransfers.organizationId))
        .leftJoin(user, eq(user.id, bankTransfers.recordedBy))
        .where(
          and(
            gte(bankTransfers.createdAt, period.start),
            lt(bankTransfers.createdAt, period.end),
            after
              ? sql`(${bankTransfers.createdAt}, ${bankTransfers.reference}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(bankTransfers.createdAt), asc(bankTransfers.reference))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
  return csvChunks(TRANSFERS_CSV_HEADER, batches, (r) => [
    r.at,
    r.id,
    r.organizationId,
    r.organizationName,
    r.amountIdr,
    r.transactionId,
    r.recordedBy,
  ]);
}

const PAYOUTS_CSV_HEADER = [
  'paid_at',
  'transaction_id',
  'practitioner_id',
  'practitioner_name',
  'reference',
  'amount_idr',
];

/** The payouts finance recorded in a month: debits of practitioners' live earnings accounts, as positive amounts. */
export function payoutsCsv(options: { db: DbOrTx; month: string }) {
  const { db } = options;
  const period = statementPeriod(options.month);
  const batches = keysetBatches(
    (after: TimeKey | null, limit) =>
      db
        .select({
          at: ledgerTransactions.createdAt,
          id: ledgerTransactions.id,
          practitionerId: ledgerAccounts.ownerId,
          practitionerName: practitioners.displayName,
          params: ledgerTransactions.descriptionParams,
          amountIdr: ledgerEntries.amountIdr,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .leftJoin(practitioners, eq(practitioners.id, ledgerAccounts.ownerId))
        .where(
          and(
            eq(ledgerTransactions.kind, 'practitioner_payout'),
            eq(ledgerAccounts.kind, 'earnings'),
            gte(ledgerTransactions.createdAt, period.start),
            lt(ledgerTransactions.createdAt, period.end),
            after
              ? sql`(${ledgerTransactions.createdAt}, ${ledgerTransactions.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
  return csvChunks(PAYOUTS_CSV_HEADER, batches, (r) => [
    r.at,
    r.id,
    r.practitionerId,
    r.practitionerName,
    r.params?.reference ?? null,
    -r.amountIdr,
  ]);
}

const PAYOUTS_DUE_CSV_HEADER = ['practitioner_id', 'practitioner_name', 'owed_idr'];

/** What the service owes each practitioner now (live earnings balances above zero), by practitioner id. */
export function payoutsDueCsv(options: { db: DbOrTx }) {
  const { db } = options;
  const batches = keysetBatches(
    (after: string | null, limit) =>
      db
        .select({
          id: ledgerAccounts.ownerId,
          name: practitioners.displayName,
          owedIdr: ledgerAccounts.balanceIdr,
        })
        .from(ledgerAccounts)
        .leftJoin(practitioners, eq(practitioners.id, ledgerAccounts.ownerId))
        .where(
          and(
            eq(ledgerAccounts.kind, 'earnings'),
            gt(ledgerAccounts.balanceIdr, 0),
            after ? gt(ledgerAccounts.ownerId, after) : undefined,
          ),
        )
        .orderBy(asc(ledgerAccounts.ownerId))
        .limit(limit),
    (row) => row.id,
  );
  return csvChunks(PAYOUTS_DUE_CSV_HEADER, batches, (r) => [r.id, r.name, r.owedIdr]);
}
