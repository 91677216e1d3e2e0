import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { organization } from './auth';
import { idr, tstz } from './columns';

/**
 * The documents the service issues from the ledger: a receipt per paid order, a refund note per refund, a case
 * bid's invoice and its receipt, monthly deposit and earnings statements.
 */
export const PAPER_KINDS = [
  'receipt',
  'refund_note',
  'invoice',
  'invoice_receipt',
  'deposit_statement',
  'earnings_statement',
] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** The organization as a paper names it, kept at issue: later changes to its details never alter an issued paper. */
export type BilledTo = { name: string; companyName: string | null; address: string | null; taxNumber: string | null };

const kindList = sql.raw(PAPER_KINDS.map((k) => `'${k}'`).join(','));

/**
 * The last number given per kind, calendar year (Asia/Jakarta) and mode. It is moved by the transaction that
 * inserts the paper, so a rolled-back paper gives its number back and numbers are gapless; the row lock
 * serializes concurrent issuers of one kind.
 */
export const paperSequences = pgTable(
  'paper_sequence',
  {
    kind: text('kind').$type<PaperKind>().notNull(),
    year: integer('year').notNull(),
    livemode: boolean('livemode').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year, t.livemode] }),
    check('paper_sequence_last_check', sql`${t.lastNumber} > 0`),
  ],
);

/** One issued paper: its number is never reused, its subject gets one paper of a kind. */
export const papers = pgTable(
  'paper',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<PaperKind>().notNull(),
    year: integer('year').notNull(),
    livemode: boolean('livemode').notNull(),
    sequence: integer('sequence').notNull(),
    /** As printed: `KWT/2026/000042`, test papers `TEST-KWT/2026/000042`. */
    number: text('number').notNull(),
    /** What the paper is about: an order id, a refund's ledger transaction id, an invoice id, `<owner>:<YYYY-MM>`. */
    subjectId: text('subject_id').notNull(),
    organizationId: text('organization_id').references(() => organization.id),
    practitionerId: text('practitioner_id'),
    amountIdr: idr('amount_idr'),
    /** Public and unguessable: the verification page shows the paper's number, kind, amount and date. */
    verificationCode: text('verification_code').notNull(),
    /** The organization's name and billing details when the paper was issued (null: papers of a practitioner). */
    billedTo: jsonb('billed_to').$type<BilledTo>(),
    issuedAt: tstz('issued_at').notNull(),
  },
  (t) => [
    check('paper_kind_check', sql`${t.kind} in (${kindList})`),
    uniqueIndex('paper_subject_idx').on(t.kind, t.subjectId, t.livemode),
    uniqueIndex('paper_number_idx').on(t.kind, t.year, t.livemode, t.sequence),
    uniqueIndex('paper_verification_idx').on(t.verificationCode),
    index('paper_organization_idx').on(t.organizationId, t.issuedAt),
  ],
);

/** An organization's billing details printed on its papers (the tax number only where it gave one). */
export const organizationBilling = pgTable('organization_billing', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id, { onDelete: 'cascade' }),
  address: text('address'),
  /** NPWP. */
  taxNumber: text('tax_number'),
  updatedAt: tstz('updated_at').notNull(),
});
