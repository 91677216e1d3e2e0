import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
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
