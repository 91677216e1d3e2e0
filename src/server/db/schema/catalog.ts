import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idr, tstz } from './columns';

export const services = pgTable(
  'service',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priceIdr: idr('price_idr').notNull(),
    slaHours: integer('sla_hours').notNull(),
    pricing: text('pricing').$type<'fixed' | 'bid'>().notNull().default('fixed'),
    /** Inactive services are hidden everywhere. */
    active: boolean('active').notNull().default(true),
    /** Listed to agents at all (hidden -> 404 SERVICE_NOT_FOUND). */
    agentVisible: boolean('agent_visible').notNull().default(true),
    /** Opened for agent orders (listed but closed -> 422 NOT_AGENT_ELIGIBLE). */
    agentOrderable: boolean('agent_orderable').notNull().default(true),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('service_pricing_check', sql`${t.pricing} in ('fixed','bid')`),
    check('service_price_check', sql`${t.priceIdr} > 0`),
    check('service_sla_check', sql`${t.slaHours} > 0`),
    index('service_category_idx').on(t.category),
  ],
);

export const INTAKE_FIELD_TYPES = ['text', 'file'] as const;
export type IntakeFieldType = (typeof INTAKE_FIELD_TYPES)[number];

export const serviceIntakeFields = pgTable(
  'service_intake_field',
  {
    serviceCode: text('service_code')
      .notNull()
      .references(() => services.code, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    required: boolean('required').notNull(),
    description: text('description').notNull(),
    /** `file`: the value is a `file_` id of the ordering organization (decisions.md, Round 4 issue 26). */
    type: text('type').$type<IntakeFieldType>().notNull().default('text'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceCode, t.key] }),
    check('service_intake_field_type_check', sql`${t.type} in ('text','file')`),
  ],
);
