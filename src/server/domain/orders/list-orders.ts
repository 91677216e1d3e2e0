import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orderMessages, orders, services, type OrderStatus } from '~/server/db/schema';
import { containsPattern } from '~/shared/dashboard/list-filter';
import { AppError } from '~/server/domain/errors';
import { loadOrderFiles, withLinks, type FileLinks } from '~/server/domain/files/order-files';
import type { Viewer } from './lifecycle';
import { toOrderView, type OrderView } from './order-view';

export type ListOrdersOptions = {
  db: DbOrTx;
  organizationId: string;
  status?: OrderStatus;
  updatedSince?: Date;
  limit?: number;
  startingAfter?: string;
  viewer: Viewer;
  /** Whom the files' download links are minted for; without, no links. */
  links?: FileLinks;
  /** Which mode's orders, always said: a key's own mode, the dashboard's test-mode switch. */
  livemode: boolean;
  /** The dashboard's search: the text in the id, the service's code or name, or an intake value. */
  search?: string;
  /** The dashboard's date range: created at or after `createdFrom`, before `createdBefore`. */
  createdFrom?: Date;
  createdBefore?: Date;
};

/** The organization's orders, newest first, with cursor pagination (reconciliation after missed webhooks). */
export async function listOrders(options: ListOrdersOptions): Promise<{ data: OrderView[]; has_more: boolean }> {
  const { db, organizationId } = options;
  const limit = options.limit ?? 20;
  const filters = [eq(orders.organizationId, organizationId), eq(orders.livemode, options.livemode)];
  if (options.status) filters.push(eq(orders.status, options.status));
  if (options.updatedSince) filters.push(gte(orders.updatedAt, options.updatedSince));
  if (options.createdFrom) filters.push(gte(orders.createdAt, options.createdFrom));
  if (options.createdBefore) filters.push(lt(orders.createdAt, options.createdBefore));
  if (options.search) {
    const pattern = containsPattern(options.search);
    filters.push(
      or(
        ilike(orders.id, pattern),
        ilike(orders.serviceCode, pattern),
        sql`exists (select 1 from jsonb_each_text(${orders.intake}) as field where field.value ilike ${pattern})`,
        inArray(
          orders.serviceCode,
          db.select({ code: services.code }).from(services).where(ilike(services.name, pattern)),
        ),
      )!,
    );
  }
  if (options.startingAfter) {
    const [cursor] = await db
      .select({ createdAt: orders.createdAt, id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, options.startingAfter), ...filters.slice(0, 2)));
    if (!cursor) throw new AppError('NOT_FOUND', `starting_after: order ${options.startingAfter} tidak ditemukan.`);
    filters.push(
      or(
        lt(orders.createdAt, cursor.createdAt),
        and(eq(orders.createdAt, cursor.createdAt), lt(orders.id, cursor.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const messages = page.length
    ? await db
        .select()
        .from(orderMessages)
        .where(
          inArray(
            orderMessages.orderId,
            page.map((o) => o.id),
          ),
        )
        .orderBy(orderMessages.createdAt, orderMessages.id)
    : [];
  const attached = await loadOrderFiles(
    db,
    page.map((o) => o.id),
  );
  return {
    data: page.map((o) =>
      toOrderView(
        o,
        messages.filter((m) => m.orderId === o.id),
        options.viewer,
        withLinks(
          attached.filter((f) => f.orderId === o.id),
          options.links,
        ),
      ),
    ),
    has_more: rows.length > limit,
  };
}
