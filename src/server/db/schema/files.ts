import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organization } from './auth';
import { tstz } from './columns';
import { orderMessages, orders } from './orders';
import { practitioners } from './practitioners';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** What an uploaded file is for (decisions.md, Round 3). */
export const FILE_PURPOSES = ['intake', 'message', 'deliverable'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/**
 * An uploaded document. `ready` is set by the statement that completes the upload: until then the row and its
 * chunks are invisible to every reader, and an upload that fails or is cut off deletes them.
 */
export const files = pgTable(
  'file',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    livemode: boolean('livemode').notNull(),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    ready: boolean('ready').notNull().default(false),
    /** Which storage backend holds the bytes (storage port, domain/files/file-store.ts). */
    store: text('store').$type<FileStoreName>().notNull().default('postgres'),
    /**
     * Set when a practitioner uploaded it for an order of `organization_id`: usable only in that practitioner's
     * hand-in and messages, and not counted in the organization's quota.
     */
    practitionerId: text('practitioner_id').references(() => practitioners.id),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('file_org_mode_idx').on(t.organizationId, t.livemode, t.ready)],
);

export const FILE_STORES = ['postgres', 's3'] as const;
export type FileStoreName = (typeof FILE_STORES)[number];

/** Where a file is attached on an order. */
export const ORDER_FILE_KINDS = ['intake', 'message', 'deliverable'] as const;
export type OrderFileKind = (typeof ORDER_FILE_KINDS)[number];

/**
 * A file attached to an order: an intake value (`intake_key`), a message's (`message_id`), or the current
 * hand-in's (a new hand-in replaces these rows; the files stay until retention removes them).
 */
export const orderFiles = pgTable(
  'order_file',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderFileKind>().notNull(),
    intakeKey: text('intake_key'),
    messageId: text('message_id').references(() => orderMessages.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [
    index('order_file_order_idx').on(t.orderId),
    index('order_file_file_idx').on(t.fileId),
    check('order_file_kind_check', sql`${t.kind} in ('intake','message','deliverable')`),
  ],
);

/** A file's bytes, in order: 256 KiB rows (see docs/decisions.md, Files: storage). */
export const fileChunks = pgTable(
  'file_chunk',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
