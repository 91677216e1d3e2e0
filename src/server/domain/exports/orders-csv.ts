import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orders, services } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { statementPeriod } from '~/server/domain/papers/statement-period';
import { ORDER_STATUSES, type OrderStatus } from '~/shared/orders/order-statuses';
import { csvChunks } from './csv';
import { keysetBatches, type TimeKey } from './keyset-batches';

const ORDERS_CSV_HEADER = [
  'order_id',
  'created_at',
  'status',
  'service',
  'service_name',
  'price_idr',
  'paid_at',
  'sla_due_at',
  'updated_at',
  'api_key_id',
  'practitioner_id',
];

export type OrdersCsvFilter = {
  /** One status, as in the order list's filter. */
  status?: string | null;
  /** `YYYY-MM`: orders created in that Jakarta month. */
  month?: string | null;
  livemode?: boolean;
};

/**
 * The organization's orders, oldest first, with the order list's filters (status, month of creation, mode), a
 * batch at a time. An unknown status or a malformed month is refused before anything streams.
 */
export function ordersCsv(options: { db: DbOrTx; organizationId: string; filter?: OrdersCsvFilter }) {
  const { db, organizationId, filter = {} } = options;
  const status = filter.status || null;
  if (status && !ORDER_STATUSES.includes(status as OrderStatus))
    throw new AppError('VALIDATION', `status: salah satu dari ${ORDER_STATUSES.join(', ')}.`);
  const period = filter.month ? statementPeriod(filter.month) : null;
  const batches = keysetBatches(
    (after: TimeKey | null, limit) =>
      db
        .select({
          id: orders.id,
          at: orders.createdAt,
          status: orders.status,
          service: orders.serviceCode,
          serviceName: services.name,
          priceIdr: orders.priceIdr,
          paidAt: orders.paidAt,
          slaDueAt: orders.slaDueAt,
          updatedAt: orders.updatedAt,
          apiKeyId: orders.apiKeyId,
          practitionerId: orders.practitionerId,
        })
        .from(orders)
        .innerJoin(services, eq(services.code, orders.serviceCode))
        .where(
          and(
            eq(orders.organizationId, organizationId),
            eq(orders.livemode, filter.livemode ?? true),
            status ? eq(orders.status, status as OrderStatus) : undefined,
            period ? gte(orders.createdAt, period.start) : undefined,
            period ? lt(orders.createdAt, period.end) : undefined,
            after
              ? sql`(${orders.createdAt}, ${orders.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id))
        .limit(limit),
    (row) => ({ at: row.at, id: row.id }),
  );
  return csvChunks(ORDERS_CSV_HEADER, batches, (r) => [
    r.id,
    r.at,
    r.status,
    r.service,
    r.serviceName,
    r.priceIdr,
    r.paidAt,
    r.slaDueAt,
    r.updatedAt,
    r.apiKeyId,
    r.practitionerId,
  ]);
}
