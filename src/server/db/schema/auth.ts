// Tables of better-auth (core + organization plugin), written to match its drizzle schema so the
// web app can plug the library in without reshaping anything. Extra organization columns are the
// plugin's `additionalFields`.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idr, tstz } from './columns';

import type { OrganizationStatus } from '~/shared/organization-statuses';

export { ORGANIZATION_STATUSES, type OrganizationStatus } from '~/shared/organization-statuses';

export const PLATFORM_ROLES = ['operator', 'finance'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Platform staff role; null for organization members and practitioners. */
  platformRole: text('platform_role').$type<PlatformRole>(),
  locale: text('locale').notNull().default('id'),
  /** better-auth two-factor plugin: a verified TOTP secret exists for this person. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: tstz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    activeOrganizationId: text('active_organization_id'),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tstz('access_token_expires_at'),
    refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const organization = pgTable(
  'organization',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    // additionalFields of the organization plugin
    status: text('status').$type<OrganizationStatus>().notNull().default('pending'),
    approvalThresholdIdr: idr('approval_threshold_idr').notNull().default(5_000_000),
    companyName: text('company_name'),
    website: text('website'),
    useCase: text('use_case'),
    expectedVolume: text('expected_volume'),
    applicationSubmittedAt: tstz('application_submitted_at'),
    statusChangedAt: tstz('status_changed_at'),
    /** The operator's reason while the organization is rejected (shown to its members); null otherwise. */
    rejectionReason: text('rejection_reason'),
    /** An owner's choice: every member must have a second factor before acting in the dashboard. */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  },
  (t) => [
    check('organization_status_check', sql`${t.status} in ('pending','approved','rejected','suspended')`),
    check('organization_threshold_check', sql`${t.approvalThresholdIdr} >= 0`),
  ],
);

export const member = pgTable(
  'member',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_org_user_idx').on(t.organizationId, t.userId)],
);

/** better-auth two-factor plugin: the TOTP secret and recovery codes, both encrypted by the library. */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: tstz('locked_until'),
  },
  (t) => [uniqueIndex('two_factor_user_idx').on(t.userId)],
);

export const invitation = pgTable('invitation', {
  id: text('id').primaryKey(),
  organizationId: text('organization_id')
    .notNull()
    .references(() => organization.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: text('role'),
  status: text('status').notNull().default('pending'),
  expiresAt: tstz('expires_at').notNull(),
  inviterId: text('inviter_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
