import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { orderMessages, orders } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import type { KeyRead, KeyReadResult } from '~/server/domain/keys/key-read';
import { reachCondition, type Reach } from '~/server/domain/tenant';
import { loadOrderFiles, withLinks, type AttachedFile, type FileLinks } from '~/server/domain/files/order-files';
import type { Viewer } from './lifecycle';
import { toOrderView, type OrderView } from './order-view';

export type OrderRow = typeof orders.$inferSelect;

const notFound = (id: string) =>
  new AppError('NOT_FOUND', `Order ${id} tidak ditemukan.`, { details: { reason: 'ORDER' } });

/**
 * The platform's lock of an order (jobs, staff, the CLI), built once (db/prepared.ts): every offering and expiry
 * job starts with it (docs/performance.md, finding 47). The same statement as the built one below.
 */
const lockForPlatform = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update')
    .prepare('order_lock_for_platform'),
);

/**
 * Locks the order row for the rest of the transaction: every move on an order goes through here, so
 * concurrent moves (an accept racing its expiry, two replies) are serialised and see the latest state.
 * An order out of `reach` (another organization's, or the other mode's for a key) is NOT_FOUND.
 */
export async function lockOrder(tx: DbOrTx, id: string, reach: Reach): Promise<OrderRow> {
  const [row] =
    reach === 'platform'
      ? await lockForPlatform(tx, { id })
      : await tx
          .select()
          .from(orders)
          .where(and(eq(orders.id, id), reachCondition(reach, orders)))
          .for('update');
  if (!row) throw notFound(id);
  return row;
}

/** `links`: whom the files' download links are minted for; without, the files are listed without links. */
export async function orderView(db: DbOrTx, order: OrderRow, viewer: Viewer, links?: FileLinks): Promise<OrderView> {
  const messages = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, order.id))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
  return toOrderView(order, messages, viewer, withLinks(await loadOrderFiles(db, [order.id]), links));
}

type MessageJson = { id: string; order_id: string; sender: 'praktisi' | 'klien'; text: string; created_at: string };

/** The order's messages, oldest first, as one JSON value of the order's row: order and messages in one statement. */
const messagesJson = sql<MessageJson[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'order_id', m.order_id, 'sender', m.sender, 'text', m.text,
    'created_at', m.created_at) order by m.created_at, m.id)
  from order_message m where m.order_id = "order".id), '[]'::json)`;

/** The order's files as one JSON value of the order's row, in loadOrderFiles' order and shape. */
const filesJson = sql<AttachedFile[]>`coalesce((
  select json_agg(json_build_object('orderId', l.order_id, 'id', f.id, 'filename', f.name,
    'content_type', f.content_type, 'size', f.size, 'sha256', f.sha256, 'attached_to', l.kind,
    'intake_key', l.intake_key, 'message_id', l.message_id) order by l.id)
  from order_file l join file f on f.id = l.file_id where l.order_id = "order".id), '[]'::json)`;

/** The order with its messages and files as JSON columns. */
const withMessagesAndFiles = (db: DbOrTx) =>
  db.select({ order: orders, messages: messagesJson, files: filesJson }).from(orders);

function readOrder(db: DbOrTx, orderId: string, reach: Reach) {
  return withMessagesAndFiles(db).where(and(eq(orders.id, orderId), reachCondition(reach, orders)));
}

/** The order with its messages and files, as `readOrder` and `orderForKey` give it. */
export type OrderRead = { order: OrderRow; messages: MessageJson[]; files: AttachedFile[] };

/** The order's columns as drizzle decodes them (bigint to number, timestamptz text to Date, jsonb), built once. */
const orderColumns = Object.entries(getTableColumns(orders)).map(([key, column]) => ({ key, column }));

/** An order row as `row_to_json` writes it, decoded as drizzle decodes the same columns read as such. */
function orderFromJson(json: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const { key, column } of orderColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * The read of an order by its id for the key the /v1 key check matched (domain/keys/key-read.ts): the same order,
 * messages and files as `readOrder`, for the key's organization and mode, as one JSON value of the key check's
 * statement. GET /v1/orders/{id} names it, so a GET sends one statement (docs/performance.md, finding 49).
 */
export const orderForKey: KeyRead<OrderRead> = {
  name: 'order',
  column: (param) => sql`select json_build_object('order', row_to_json("order"), 'messages', ${messagesJson},
      'files', ${filesJson})
    from "order" where "order".id = ${param('id')}
      and "order".organization_id = matched.organization_id and "order".livemode = matched.livemode`,
  parse: (value) => {
    const read = value as { order: Record<string, unknown>; messages: MessageJson[]; files: AttachedFile[] };
    return { order: orderFromJson(read.order), messages: read.messages, files: read.files };
  },
};

/** The full order as `viewer` sees it (an organization's key or member, staff): order, messages and files in one statement. */
export async function getOrder(options: {
  db: DbOrTx;
  orderId: string;
  /** An order out of reach is NOT_FOUND. */
  reach: Reach;
  viewer: Viewer;
  /** Whom the files' download links are minted for; without, no links. */
  links?: FileLinks;
  /** `orderForKey` as the key check of `reach` answered it: no statement of its own then. */
  read?: KeyReadResult<OrderRead>;
}): Promise<OrderView> {
  const { db, orderId, reach, viewer } = options;
  const row = options.read ? options.read.row : (await readOrder(db, orderId, reach))[0];
  if (!row) throw notFound(orderId);
  const messages = row.messages.map((m) => ({
    id: m.id,
    orderId: m.order_id,
    sender: m.sender,
    text: m.text,
    createdAt: new Date(m.created_at),
  }));
  return toOrderView(row.order, messages, viewer, withLinks(row.files, options.links));
}
