import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organization, user } from './auth';
import { idr, tstz } from './columns';

export const apiKeys = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    name: text('name').notNull(),
    /** 8 lowercase alphanumerics, shown in the dashboard to tell keys apart. */
    prefix: text('prefix').notNull().unique(),
    /** Hex SHA-256 of the secret part; the secret itself is never stored. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    perOrderLimitIdr: idr('per_order_limit_idr').notNull(),
    monthlyLimitIdr: idr('monthly_limit_idr').notNull(),
    webhookUrl: text('webhook_url'),
    /** HMAC key for webhooks. Needed in clear to sign; never shown in the org dashboard. */
    webhookSecret: text('webhook_secret').notNull(),
    createdBy: text('created_by').references(() => user.id),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    /** false: a test key (`svc_test_`), whose orders, cases, deposit and events are test data. */
    livemode: boolean('livemode').notNull().default(true),
    /**
     * Set for a grant to an OAuth client (a connected app): the row holds the settings chosen on the consent
     * page and its credentials are OAuth tokens (oauth_token); its own key secret is random and never shown.
     */
    oauthClientId: text('oauth_client_id'),
  },
  (t) => [
    index('api_key_org_idx').on(t.organizationId),
    check('api_key_limits_check', sql`${t.perOrderLimitIdr} > 0 and ${t.monthlyLimitIdr} > 0`),
  ],
);

/**
 * What a key's orders of one Asia/Jakarta calendar month cost (`month` is YYYY-MM), less those that ended
 * cancelled or refunded: the monthly limit's running total. Only the trigger on `order` writes it (migration
 * 0018), on every insert, delete and change of an order's key, price, creation time or counted state, so it holds
 * for every writer; an order reads one row instead of summing the key's month (docs/performance.md, finding 55).
 */
export const apiKeyMonthSpend = pgTable(
  'api_key_month_spend',
  {
    apiKeyId: text('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    month: text('month').notNull(),
    spentIdr: idr('spent_idr').notNull(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.month] }), check('api_key_month_spend_check', sql`${t.spentIdr} >= 0`)],
);
