import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { services } from './catalog';
import { tstz } from './columns';

export const practitioners = pgTable('practitioner', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .unique()
    .references(() => user.id),
  displayName: text('display_name').notNull(),
  active: boolean('active').notNull().default(true),
  /** The built-in simulated practitioner of test mode: never offered live orders, never sees them. */
  simulated: boolean('simulated').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const practitionerServices = pgTable(
  'practitioner_service',
  {
    practitionerId: text('practitioner_id')
      .notNull()
      .references(() => practitioners.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code')
      .notNull()
      .references(() => services.code),
  },
  (t) => [primaryKey({ columns: [t.practitionerId, t.serviceCode] })],
);
