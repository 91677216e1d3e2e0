import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orders, webhookEvents } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { containsPattern } from '~/shared/dashboard/list-filter';
import { AppError } from '~/server/domain/errors';
import type { Tenant } from '~/server/domain/tenant';
import { attemptsOfEvents } from './event-attempts';
import { EVENT_RETENTION_DAYS, toEventView, type EventView } from './event-view';

type EventFilters = {
  type?: string;
  orderId?: string;
  createdSince?: Date;
  /** The dashboard's list: before this instant, text in the event's id, order id or type, and its delivery. */
  createdBefore?: Date;
  search?: string;
  status?: string;
};

/**
 * The tenant's events (its organization, its mode) within the retention window: a join through the order,
 * which holds the organization and the mode.
 */
function ownEvents(tenant: Tenant): SQL {
  const oldest = new Date(now().getTime() - EVENT_RETENTION_DAYS * 86_400_000);
  return and(
    eq(orders.organizationId, tenant.organizationId),
    eq(orders.livemode, tenant.livemode),
    gte(webhookEvents.createdAt, oldest),
  )!;
}

async function withAttempts(db: DbOrTx, events: (typeof webhookEvents.$inferSelect)[]): Promise<EventView[]> {
  const attempts = await attemptsOfEvents(
    db,
    events.map((e) => e.id),
  );
  return events.map((e) =>
    toEventView(
      e,
      attempts.filter((a) => a.eventId === e.id),
    ),
  );
}

/**
 * Newest first by `seq`, the order of writing, with cursor pagination like GET /v1/orders. A cursor is a
 * position, so events written while a client pages land before its first page: never between its pages,
 * never twice.
 */
export async function listEvents(
  options: {
    db: DbOrTx;
    tenant: Tenant;
    limit?: number;
    startingAfter?: string;
  } & EventFilters,
): Promise<{ data: EventView[]; has_more: boolean }> {
  const { db, tenant } = options;
  const limit = options.limit ?? 20;
  const filters = [ownEvents(tenant)];
  if (options.type) filters.push(eq(webhookEvents.event, options.type));
  if (options.orderId) filters.push(eq(webhookEvents.orderId, options.orderId));
  if (options.createdSince) filters.push(gte(webhookEvents.createdAt, options.createdSince));
  if (options.createdBefore) filters.push(lt(webhookEvents.createdAt, options.createdBefore));
  if (options.status) filters.push(eq(webhookEvents.status, options.status));
  if (options.search) {
    const pattern = containsPattern(options.search);
    filters.push(
      or(ilike(webhookEvents.id, pattern), ilike(webhookEvents.orderId, pattern), ilike(webhookEvents.event, pattern))!,
    );
  }
  if (options.startingAfter) {
    const [cursor] = await db
      .select({ seq: webhookEvents.seq })
      .from(webhookEvents)
      .innerJoin(orders, eq(orders.id, webhookEvents.orderId))
      .where(and(eq(webhookEvents.id, options.startingAfter), ownEvents(tenant)));
    if (!cursor) throw new AppError('NOT_FOUND', `starting_after: event ${options.startingAfter} tidak ditemukan.`);
    filters.push(lt(webhookEvents.seq, cursor.seq));
  }
  const rows = await db
    .select({ event: webhookEvents })
    .from(webhookEvents)
    .innerJoin(orders, eq(orders.id, webhookEvents.orderId))
    .where(and(...filters))
    .orderBy(desc(webhookEvents.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).map((r) => r.event);
  return { data: await withAttempts(db, page), has_more: rows.length > limit };
}

/** One event of the tenant with its delivery attempts; another tenant's or an expired one is 404. */
export async function getEvent(options: { db: DbOrTx; tenant: Tenant; eventId: string }): Promise<EventView> {
  const [row] = await options.db
    .select({ event: webhookEvents })
    .from(webhookEvents)
    .innerJoin(orders, eq(orders.id, webhookEvents.orderId))
    .where(and(eq(webhookEvents.id, options.eventId), ownEvents(options.tenant)));
  if (!row) throw new AppError('NOT_FOUND', `Event ${options.eventId} tidak ditemukan.`);
  const [view] = await withAttempts(options.db, [row.event]);
  return view!;
}
