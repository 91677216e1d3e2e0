import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { prepared } from '~/server/db/prepared';
import { apiKeyMonthSpend } from '~/server/db/schema';
import { jakartaMonth } from '~/shared/format/jakarta-time';

/**
 * Built once (db/prepared.ts): every order sends it. One row, whatever the key has ordered this month: the total is
 * kept by a trigger on `order` (migration 0018), not summed here (docs/performance.md, finding 55).
 */
const spentInMonth = prepared((db) =>
  db
    .select({ spent: apiKeyMonthSpend.spentIdr })
    .from(apiKeyMonthSpend)
    .where(
      and(
        eq(apiKeyMonthSpend.apiKeyId, sql.placeholder('apiKeyId')),
        eq(apiKeyMonthSpend.month, sql.placeholder('month')),
      ),
    )
    .prepare('monthly_spend'),
);

/** Price of the key's orders created in the month, except those that ended cancelled or refunded. */
export async function monthlySpend(db: DbOrTx, apiKeyId: string, at: Date): Promise<number> {
  const [row] = await spentInMonth(db, { apiKeyId, month: jakartaMonth(at).label });
  return Number(row?.spent ?? 0);
}

/** Whether two times fall in one month of the monthly limit (Jakarta's calendar). */
export function sameMonth(a: Date, b: Date): boolean {
  return jakartaMonth(a).label === jakartaMonth(b).label;
}
