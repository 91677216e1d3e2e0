import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { monthlySpend } from '~/server/domain/orders/monthly-spend';
import { jakartaMonth } from '~/shared/format/jakarta-time';

export type ApiKeySummary = {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  per_order_limit_idr: number;
  monthly_limit_idr: number;
  webhook_url: string | null;
  month: string;
  month_spent_idr: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/**
 * The organization's API keys as its dashboard shows them: prefix, limits, this Jakarta month's spend and
 * last use. Neither the key secret (never stored) nor the webhook secret is ever part of this shape.
 */
export async function listApiKeys(options: {
  db: DbOrTx;
  organizationId: string;
  includeRevoked?: boolean;
  /** Only live (true) or only test (false) keys. */
  livemode: boolean;
  /** Only grants to OAuth clients (true) or only keys (false); both when absent. */
  oauth?: boolean;
}): Promise<ApiKeySummary[]> {
  const { db, organizationId } = options;
  const at = now();
  const rows = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      perOrderLimitIdr: apiKeys.perOrderLimitIdr,
      monthlyLimitIdr: apiKeys.monthlyLimitIdr,
      webhookUrl: apiKeys.webhookUrl,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.organizationId, organizationId),
        options.includeRevoked === false ? isNull(apiKeys.revokedAt) : undefined,
        eq(apiKeys.livemode, options.livemode),
        options.oauth === undefined
          ? undefined
          : options.oauth
            ? isNotNull(apiKeys.oauthClientId)
            : isNull(apiKeys.oauthClientId),
      ),
    )
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  const month = jakartaMonth(at).label;
  const result: ApiKeySummary[] = [];
  for (const row of rows) {
    result.push({
      id: row.id,
      name: row.name,
      prefix: row.prefix,
      scopes: row.scopes,
      per_order_limit_idr: row.perOrderLimitIdr,
      monthly_limit_idr: row.monthlyLimitIdr,
      webhook_url: row.webhookUrl,
      month,
      month_spent_idr: await monthlySpend(db, row.id, at),
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
      revoked_at: row.revokedAt?.toISOString() ?? null,
    });
  }
  return result;
}
