import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { organization } from './auth';
import { tstz } from './columns';
import { orders } from './orders';

/** What a webhook carries about the order: a snapshot taken at the change. */
export type OrderSnapshot = {
  id: string;
  status: string;
  service: string;
  price_idr: number;
  sla_due_at: string;
  deliverable: string | null;
  updated_at: string;
};

/** The outbox: one row per order status change, written in the changing transaction. */
export const webhookEvents = pgTable(
  'webhook_event',
  {
    id: text('id').primaryKey(),
    /** Order of writing: several events of one change (dibatalkan, direfund) share a timestamp. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The key whose secret signs the event (the key that created the order). */
    apiKeyId: text('api_key_id').references(() => apiKeys.id),
    event: text('event').notNull(),
    /** The order's mode, sent as `livemode` in the webhook body. */
    livemode: boolean('livemode').notNull().default(true),
    orderSnapshot: jsonb('order_snapshot').$type<OrderSnapshot>().notNull(),
    /** Resolved at the change: callback_url, else the key's webhook URL, else null (polling). */
    targetUrl: text('target_url'),
    /** pending | delivered | dropped | no_target */
    status: text('status').notNull(),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    createdAt: tstz('created_at').notNull(),
    /** Commit-to-answer latency feeds the benchmark; kept per attempt. */
    deliveredAt: tstz('delivered_at'),
  },
  (t) => [
    check('webhook_event_status_check', sql`${t.status} in ('pending','delivered','dropped','no_target')`),
    index('webhook_event_order_idx').on(t.orderId, t.createdAt),
    index('webhook_event_pending_idx').on(t.status, t.nextAttemptAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    attemptNumber: integer('attempt_number').notNull(),
    /** A person resent it from the dashboard: no automatic retries follow. */
    manual: boolean('manual').notNull().default(false),
    startedAt: tstz('started_at').notNull(),
    durationMs: integer('duration_ms'),
    statusCode: integer('status_code'),
    error: text('error'),
    succeeded: boolean('succeeded').notNull(),
    latencyFromCommitMs: integer('latency_from_commit_ms'),
  },
  (t) => [index('webhook_attempt_event_idx').on(t.eventId, t.attemptNumber)],
);

/**
 * A webhook target an operator paused for one organization (a receiver failing for an hour): its events are
 * held, neither attempted nor dropped, and go out in order when the operator resumes it
 * (domain/webhooks/target-pause.ts). One row while paused; the audit log keeps who paused and resumed.
 */
export const webhookTargetPauses = pgTable(
  'webhook_target_pause',
  {
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    targetUrl: text('target_url').notNull(),
    pausedAt: tstz('paused_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.targetUrl] })],
);
