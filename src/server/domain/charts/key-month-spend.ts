import type { DbOrTx } from '~/server/db/client';
import { listApiKeys } from '~/server/domain/keys/list-api-keys';

/** Each active live key's spend in the current Jakarta month next to its monthly limit. */
export async function keyMonthSpend(options: { db: DbOrTx; organizationId: string }) {
  const keys = await listApiKeys({
    db: options.db,
    organizationId: options.organizationId,
    includeRevoked: false,
    livemode: true, // charts are live-only: test keys' spend is test money
  });
  return keys.map((k) => ({
    prefix: k.prefix,
    name: k.name,
    month: k.month,
    month_spent_idr: k.month_spent_idr,
    monthly_limit_idr: k.monthly_limit_idr,
    used_percent: Math.round((k.month_spent_idr / k.monthly_limit_idr) * 1000) / 10,
  }));
}
