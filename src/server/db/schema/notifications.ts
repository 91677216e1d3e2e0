import { boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationParams } from '~/shared/notifications/kinds';
import { user } from './auth';
import { tstz } from './columns';

/**
 * One thing a person is told in the app. Stored as kind + facts (rendered in the reader's language), with the
 * page that deals with it. `source_key` names the event: the job that writes it may run twice, the row not.
 */
export const notifications = pgTable(
  'notification',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    linkPath: text('link_path').notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: tstz('created_at').notNull(),
    readAt: tstz('read_at'),
  },
  (t) => [
    uniqueIndex('notification_user_source_idx').on(t.userId, t.sourceKey),
    index('notification_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Per person and kind: whether it also goes out by e-mail (in-app is always on). No row = e-mail on, but off for the opt-in kinds
 * (`EMAIL_OPT_IN_KINDS`). */
export const notificationSettings = pgTable(
  'notification_setting',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
