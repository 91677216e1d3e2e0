import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { organization } from './auth';
import { services } from './catalog';
import { idr, tstz } from './columns';
import type { HistoryNoteCode, HistoryNoteParams } from '~/shared/orders/history-notes';
import { HELD_BY_PRACTITIONER, ORDER_STATUSES, type OrderStatus } from '~/shared/orders/order-statuses';
import { practitioners } from './practitioners';

export { ORDER_STATUSES, type OrderStatus };

const statusList = sql.raw(ORDER_STATUSES.map((s) => `'${s}'`).join(','));
/**
 * The held states as a SQL list, one text for every query that counts a practitioner's orders in hand and for the
 * index below: a query uses the partial index only when its `in (...)` is the index's own.
 */
export const heldStatusList = sql.raw(HELD_BY_PRACTITIONER.map((s) => `'${s}'`).join(','));

export const orders = pgTable(
  'order',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    apiKeyId: text('api_key_id').references(() => apiKeys.id),
    serviceCode: text('service_code')
      .notNull()
      .references(() => services.code),
    status: text('status').$type<OrderStatus>().notNull(),
    priceIdr: idr('price_idr').notNull(),
    maxBudget: idr('max_budget'),
    intake: jsonb('intake').$type<Record<string, string>>().notNull(),
    callbackUrl: text('callback_url'),
    slaDueAt: tstz('sla_due_at').notNull(),
    deliverable: text('deliverable'),
    approvalRequired: boolean('approval_required').notNull(),
    practitionerId: text('practitioner_id').references(() => practitioners.id),
    paidAt: tstz('paid_at'),
    /** false: a test order (made with a test key), never offered to real practitioners nor shown to staff. */
    livemode: boolean('livemode').notNull().default(true),
    createdAt: tstz('created_at').notNull(),
    updatedAt: tstz('updated_at').notNull(),
  },
  (t) => [
    check('order_status_check', sql`${t.status} in (${statusList})`),
    check('order_price_check', sql`${t.priceIdr} > 0`),
    check('order_max_budget_check', sql`${t.maxBudget} is null or ${t.maxBudget} > 0`),
    index('order_org_idx').on(t.organizationId, t.createdAt),
    index('order_key_month_idx').on(t.apiKeyId, t.createdAt),
    index('order_status_idx').on(t.status),
    // Each practitioner's orders in hand, counted for every offer's candidates (offers/offer-next.ts) and summed on
    // the operator's list: without it each count read every held order of every practitioner. Partial, so that a
    // new order (no practitioner yet) writes nothing to it.
    index('order_practitioner_held_idx')
      .on(t.practitionerId)
      .where(sql`${t.status} in (${heldStatusList})`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    /** api_key | user | practitioner | operator | system */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    /** The note as written (Indonesian for fixed notes; a person's reason as given): the ops CLI and old rows. */
    note: text('note'),
    /** The fixed note's code, rendered per locale by the dashboard; null on rows without a fixed note. */
    noteCode: text('note_code').$type<HistoryNoteCode>(),
    noteParams: jsonb('note_params').$type<HistoryNoteParams>(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

export const orderMessages = pgTable(
  'order_message',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    sender: text('sender').$type<'praktisi' | 'klien'>().notNull(),
    text: text('text').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    check('order_message_sender_check', sql`${t.sender} in ('praktisi','klien')`),
    index('order_message_order_idx').on(t.orderId, t.createdAt),
  ],
);

export const OFFER_STATUSES = ['aktif', 'diterima', 'ditolak', 'kedaluwarsa', 'dibatalkan'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const offers = pgTable(
  'offer',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    round: integer('round').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('aktif'),
    offeredAt: tstz('offered_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    respondedAt: tstz('responded_at'),
  },
  (t) => [
    // One live offer per order at a time.
    uniqueIndex('offer_one_active_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'aktif'`),
    index('offer_practitioner_idx').on(t.practitionerId, t.status),
    // A practitioner's last offer, which the fair order of candidates reads (offers/offer-next.ts, finding 108).
    index('offer_practitioner_offered_idx').on(t.practitionerId, t.offeredAt),
  ],
);

/** Practitioners who released an order never get it offered again. */
export const orderExclusions = pgTable(
  'order_exclusion',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.practitionerId] })],
);

export const idempotencyKeys = pgTable(
  'idempotency_key',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    key: text('key').notNull(),
    /** Hex SHA-256 of the canonical request body. */
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: tstz('created_at').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] }), index('idempotency_key_expires_idx').on(t.expiresAt)],
);
