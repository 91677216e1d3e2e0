import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { organization } from './auth';
import { idr, tstz } from './columns';
import { practitioners } from './practitioners';

export const cases = pgTable(
  'case',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    apiKeyId: text('api_key_id').references(() => apiKeys.id),
    status: text('status').$type<'terbuka' | 'dipilih' | 'ditutup'>().notNull().default('terbuka'),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    area: text('area'),
    urgency: text('urgency'),
    budgetRange: text('budget_range'),
    story: text('story').notNull(),
    selectedBidId: text('selected_bid_id'),
    /** false: a test case (made with a test key), bid on only by the simulated practitioner. */
    livemode: boolean('livemode').notNull().default(true),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    check('case_status_check', sql`${t.status} in ('terbuka','dipilih','ditutup')`),
    index('case_org_idx').on(t.organizationId, t.createdAt),
    index('case_status_idx').on(t.status, t.createdAt),
  ],
);

export const bids = pgTable(
  'bid',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id')
      .notNull()
      .references(() => cases.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    amountIdr: idr('amount_idr').notNull(),
    message: text('message').notNull(),
    estimatedDays: integer('estimated_days').notNull(),
    status: text('status').$type<'aktif' | 'dipilih' | 'ditolak'>().notNull().default('aktif'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    check('bid_status_check', sql`${t.status} in ('aktif','dipilih','ditolak')`),
    check('bid_amount_check', sql`${t.amountIdr} > 0`),
    check('bid_days_check', sql`${t.estimatedDays} > 0`),
    uniqueIndex('bid_case_practitioner_idx').on(t.caseId, t.practitionerId),
  ],
);

export const invoices = pgTable(
  'invoice',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    caseId: text('case_id')
      .notNull()
      .unique()
      .references(() => cases.id),
    bidId: text('bid_id')
      .notNull()
      .references(() => bids.id),
    amountIdr: idr('amount_idr').notNull(),
    status: text('status').$type<'belum_dibayar' | 'lunas'>().notNull().default('belum_dibayar'),
    /** The mode of its case: a test invoice never appears in a live list, sum or ledger. */
    livemode: boolean('livemode').notNull(),
    paidAt: tstz('paid_at'),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    check('invoice_status_check', sql`${t.status} in ('belum_dibayar','lunas')`),
    check('invoice_amount_check', sql`${t.amountIdr} > 0`),
  ],
);
