import { and, eq, gte, lt, notInArray, sum } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { orders } from '~/server/db/schema';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { NOT_COUNTED_MONTHLY } from './status-groups';

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
