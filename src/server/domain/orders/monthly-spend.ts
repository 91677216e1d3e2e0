import { and, eq, gte, lt, notInArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { orders } from '~/server/db/schema';
import { jakartaMonth } from '~/shared/format/jakarta-time';
import { NOT_COUNTED_MONTHLY } from './status-groups';

/** Built once (db/prepared.ts): every order sends it. */
const spentInMonth = prepared((db) =>
  db
    .select({ total: sum(orders.priceIdr) })
    .from(orders)
    .where(
      and(
        eq(orders.apiKeyId, sql.placeholder('apiKeyId')),
        gte(orders.createdAt, sql.placeholder('start')),
        lt(orders.createdAt, sql.placeholder('end')),
        notInArray(orders.status, [...NOT_COUNTED_MONTHLY]),
      ),
    )
    .prepare('monthly_spend'),
);

/** Price of the key's orders created in the month, except those that ended cancelled or refunded. */
export async function monthlySpend(db: DbOrTx, apiKeyId: string, at: Date): Promise<number> {
  const { start, end } = jakartaMonth(at);
  // A placeholder in a condition is not encoded by its column: the text a Date becomes.
  const [row] = await spentInMonth(db, { apiKeyId, start: start.toISOString(), end: end.toISOString() });
  return Number(row?.total ?? 0);
}

/** Whether two times fall in one month of the monthly limit (Jakarta's calendar). */
export function sameMonth(a: Date, b: Date): boolean {
  return jakartaMonth(a).start.getTime() === jakartaMonth(b).start.getTime();
}
