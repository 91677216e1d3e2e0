import { bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { tstz } from './columns';

/** Fixed 60-second windows starting at a key's first request; shared by every server process. */
export const rateLimitWindows = pgTable('rate_limit_window', {
  apiKeyId: text('api_key_id')
    .primaryKey()
    .references(() => apiKeys.id),
  windowStart: tstz('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Staff actions (status changes, secret reveals, resolutions), who did what and when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** user | cli */
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId)],
);

/**
 * Worker processes (one row per graphile-worker runner) that may hold job locks. A runner is alive while
 * Postgres shows a connection with its application_name; the stale-lock sweeper unlocks the jobs of dead
 * ones only. Its heartbeat tells /health that jobs are being run.
 */
export const workerProcesses = pgTable('worker_process', {
  /** graphile-worker's pool id: the `locked_by` of the jobs this process holds. */
  poolId: text('pool_id').primaryKey(),
  applicationName: text('application_name').notNull(),
  pid: integer('pid').notNull(),
  hostname: text('hostname').notNull(),
  startedAt: tstz('started_at').notNull(),
  /** Written every few seconds by a running worker (database time); /health reads it. */
  heartbeatAt: tstz('heartbeat_at'),
});

/**
 * The operations board's alerts, one row per alert code, kept by the cron check (check-board-alerts.ts): whether
 * it fires and which episode it is in. An episode begins when the check finds the threshold crossed while the row
 * says clear (the operators are told then, once) and ends at the first check that finds it clear again.
 */
export const operationsAlerts = pgTable('operations_alert', {
  code: text('code').primaryKey(),
  firing: boolean('firing').notNull(),
  /** Episodes begun so far: the notification of each is named by it, so a retried job tells nobody twice. */
  episode: integer('episode').notNull(),
  /** When the current (or the last) episode began. */
  firingSince: tstz('firing_since').notNull(),
  clearedAt: tstz('cleared_at'),
  /** The figure and the threshold when the episode began. */
  value: integer('value').notNull(),
  threshold: integer('threshold').notNull(),
});
