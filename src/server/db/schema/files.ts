import { bigint, boolean, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { organization } from './auth';
import { tstz } from './columns';

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
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('file_org_mode_idx').on(t.organizationId, t.livemode, t.ready)],
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
