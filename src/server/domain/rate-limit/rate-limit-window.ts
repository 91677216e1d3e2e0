import { sql, type Placeholder, type SQL } from 'drizzle-orm';

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/** A window that started at or before this instant has ended: the next request opens a new one. */
export function windowExpiredBefore(at: Date): Date {
  return new Date(at.getTime() - WINDOW_MS);
}

/**
 * The upsert that counts requests of the keys `keys` selects (a CTE or subquery with an `id` column; `requests`, how
 * many of that key's requests to count: `1`, or a column of `keys` when a list of requests is counted at once, each
 * key once) in each key's fixed 60-second window, which starts at the first request; every server process shares the
 * count. `at` and `expired` (windowExpiredBefore(at)) are ISO 8601 text, or placeholders for them in a prepared
 * statement. Returns each key's window after its requests: the last request's count is `count`, the one before it
 * `count - 1`, and so on.
 */
export function countRequestsSql(
  keys: SQL,
  requests: SQL,
  at: string | Placeholder,
  expired: string | Placeholder,
): SQL {
  return sql`insert into rate_limit_window (api_key_id, window_start, count) select id, ${at}, ${requests} from ${keys}
    on conflict (api_key_id) do update set
      window_start = case when rate_limit_window.window_start <= ${expired} then excluded.window_start else rate_limit_window.window_start end,
      count = case when rate_limit_window.window_start <= ${expired} then excluded.count else rate_limit_window.count + excluded.count end
    returning api_key_id, window_start, count`;
}

/** What the counted request may do, from the window row the upsert returned. */
export function rateLimitOutcome(
  row: { window_start: string | Date; count: number | string },
  limit: number,
  at: Date,
): RateLimitResult {
  const windowEnd = new Date(row.window_start).getTime() + WINDOW_MS;
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - at.getTime()) / 1000)),
  };
}
