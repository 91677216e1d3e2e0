import { and, eq, gte, lt, notInArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orders } from '~/server/db/schema';
import { NOT_COUNTED_MONTHLY } from './order-status';

const JAKARTA_OFFSET_MS = 7 * 3600_000; // Asia/Jakarta is UTC+7 all year (no daylight saving)

/** The calendar month in Asia/Jakarta containing `at`: its label and UTC bounds. */
export function jakartaMonth(at: Date): { label: string; start: Date; end: Date } {
  const local = new Date(at.getTime() + JAKARTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    label: `${year}-${String(month + 1).padStart(2, '0')}`,
    start: new Date(Date.UTC(year, month, 1) - JAKARTA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - JAKARTA_OFFSET_MS),
  };
}

/** Price of the key's orders created in the month, except those that ended cancelled or refunded. */
export async function monthlySpend(db: DbOrTx, apiKeyId: string, at: Date): Promise<number> {
  const { start, end } = jakartaMonth(at);
  const [row] = await db
    .select({ total: sum(orders.priceIdr) })
    .from(orders)
    .where(
      and(
        eq(orders.apiKeyId, apiKeyId),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
        notInArray(orders.status, [...NOT_COUNTED_MONTHLY]),
      ),
    );
  return Number(row?.total ?? 0);
}
