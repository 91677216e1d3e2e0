import { sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { now } from '~/server/domain/clock';

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/**
 * Counts one request in the key's fixed 60-second window (which starts at the first request) with a
 * single upsert, so every server process shares the count. With `touchLastUsed`, the same statement records
 * the key's `last_used_at` (at most once a minute), as `authenticateApiKey` otherwise does in a statement of its own.
 */
export async function consumeRateLimit(options: {
  db: DbOrTx;
  apiKeyId: string;
  limit: number;
  touchLastUsed?: boolean;
}): Promise<RateLimitResult> {
  const at = now();
  const expired = new Date(at.getTime() - WINDOW_MS);
  // A data-modifying CTE runs whether or not the outer statement reads it.
  const touch = options.touchLastUsed
    ? sql`with touched as (update api_key set last_used_at = ${at.toISOString()} where id = ${options.apiKeyId} and (last_used_at is null or last_used_at < ${expired.toISOString()}))`
    : sql``;
  const rows = await options.db.execute<{ window_start: string; count: number }>(sql`${touch}
    insert into rate_limit_window (api_key_id, window_start, count) values (${options.apiKeyId}, ${at.toISOString()}, 1)
    on conflict (api_key_id) do update set
      window_start = case when rate_limit_window.window_start <= ${expired.toISOString()} then excluded.window_start else rate_limit_window.window_start end,
      count = case when rate_limit_window.window_start <= ${expired.toISOString()} then 1 else rate_limit_window.count + 1 end
    returning window_start, count`);
  const row = rows[0]!;
  const windowEnd = new Date(row.window_start).getTime() + WINDOW_MS;
  const count = Number(row.count);
  return {
    allowed: count <= options.limit,
    limit: options.limit,
    remaining: Math.max(0, options.limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - at.getTime()) / 1000)),
  };
}
