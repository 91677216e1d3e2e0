import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { tstz } from './columns';
import { practitioners } from './practitioners';

export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every message the service sends. Without SMTP the body and links stay here for `ops mail list` (the
 * only way a local user gets them); once a message has gone out over SMTP its body and links are
 * cleared, so links that grant access are not kept in clear.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    error: text('error'),
    /** Sends tried and failed; a `failed` message is tried again at `nextAttemptAt`, or never once that is null. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at'),
    createdAt: tstz('created_at').notNull(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
    // What the drain (domain/mail/drain-mail.ts) takes: the few messages not yet out, never the sent ones.
    index('mail_outbox_queued_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'queued'`),
    index('mail_outbox_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'failed' and ${t.nextAttemptAt} is not null`),
    check('mail_outbox_status_check', sql`${t.status} in ('queued','sent','logged','failed')`),
  ],
);

/** Password failures per address (existing or not), for the per-account sign-in lock. */
export const signInThrottle = pgTable('sign_in_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: tstz('window_started_at').notNull(),
  lockedUntil: tstz('locked_until'),
});

export const CLAIM_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A link sent to a practitioner's address; only the verified owner of that address may take the record. */
export const practitionerClaims = pgTable(
  'practitioner_claim',
  {
    id: text('id').primaryKey(),
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<ClaimStatus>().notNull().default('pending'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: tstz('created_at').notNull(),
    acceptedByUserId: text('accepted_by_user_id').references(() => user.id),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [
    index('practitioner_claim_practitioner_idx').on(t.practitionerId),
    check('practitioner_claim_status_check', sql`${t.status} in ('pending','accepted','revoked')`),
  ],
);
