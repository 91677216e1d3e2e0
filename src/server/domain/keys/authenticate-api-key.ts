import type { DbOrTx } from '~/server/db/client';
import type { OrganizationStatus } from '~/server/db/schema';
import { AppError } from '~/server/domain/errors';
import { rateLimitOutcome, type RateLimitResult } from '~/server/domain/rate-limit/rate-limit-window';
import { isAccessTokenShape, tokenHash } from '~/server/domain/oauth/oauth-tokens';
import { keyStatementFor, type KeyRow } from './key-check-statement';
import { KeyChecks, sendKeyChecks, type KeyCheck } from './key-checks';
import { hashSecret, parseApiKey } from './key-format';
import type { KeyRead, KeyReadRequest, KeyReadResult } from './key-read';
import type { Scope } from '~/shared/scopes';

export type AuthenticatedKey = {
  id: string;
  prefix: string;
  name: string;
  organizationId: string;
  organizationStatus: OrganizationStatus;
  /** Orders above this price wait for an owner's approval (read with the key: no statement of its own). */
  approvalThresholdIdr: number;
  scopes: Scope[];
  perOrderLimitIdr: number;
  monthlyLimitIdr: number;
  webhookUrl: string | null;
  /** false for a test key: everything it touches is test data. */
  livemode: boolean;
};

const unauthorized = () => new AppError('UNAUTHORIZED', 'API key tidak ada, salah bentuk, salah, atau dicabut.');

/**
 * Resolves `Authorization: Bearer <key>`; every failure is the same 401 so nothing leaks about keys. One
 * statement finds the key by prefix and secret hash and, in the same statement, records `last_used_at` (at
 * most once a minute) and, given `rateLimit`, counts the request in the key's window; a key that does not match
 * counts nothing (decisions.md). The stored hash is compared by Postgres: it is a SHA-256 of a 32+ character
 * random secret, so how long a comparison of hashes takes tells nothing about the secret.
 *
 * `db`: a pool or transaction, which gets the statement at once for this request alone, or a pool's `KeyChecks`,
 * which sends it with the other key checks of the same turn (the /v1 front door).
 */
export async function authenticateApiKey<Row = never>(options: {
  db: DbOrTx | KeyChecks;
  authorization: string | null;
  rateLimit?: number;
  /** An endpoint's read, answered by the same statement for the key it matches (key-read.ts). */
  read?: KeyReadRequest<Row> | null;
}): Promise<{ apiKey: AuthenticatedKey; rate: RateLimitResult | null; read?: KeyReadResult<Row> }> {
  const match = /^Bearer +(\S+)$/i.exec(options.authorization?.trim() ?? '');
  const bearer = match?.[1];
  // An OAuth access token stands for its grant, an api_key row (decisions.md, round 4, issue 27): the same
  // statement then applies that key's every rule.
  const accessToken = bearer !== undefined && isAccessTokenShape(bearer) ? bearer : null;
  const parsed = bearer !== undefined && !accessToken ? parseApiKey(bearer) : null;
  if (!parsed && !accessToken) throw unauthorized();
  const read = options.read ?? null;
  const statement = keyStatementFor(
    accessToken ? 'token' : 'key',
    options.rateLimit !== undefined,
    read ? (read.of as KeyRead<unknown>) : null,
  );
  const { row, at } = await new Promise<{ row: KeyRow | undefined; at: Date }>((resolve, reject) => {
    const check: KeyCheck = {
      credentials: parsed
        ? { prefix: parsed.prefix, hash: hashSecret(parsed.secret), livemode: parsed.livemode }
        : { hash: tokenHash(accessToken!) },
      read: read?.values ?? null,
      settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome)),
    };
    if (options.db instanceof KeyChecks) options.db.enqueue(statement, check);
    else void sendKeyChecks(options.db, statement, [check]);
  });
  if (!row) throw unauthorized();
  const result: { apiKey: AuthenticatedKey; rate: RateLimitResult | null; read?: KeyReadResult<Row> } = {
    apiKey: {
      id: row.id,
      prefix: row.prefix,
      name: row.name,
      organizationId: row.organization_id,
      organizationStatus: row.organization_status,
      approvalThresholdIdr: Number(row.approval_threshold_idr),
      scopes: row.scopes as Scope[],
      perOrderLimitIdr: Number(row.per_order_limit_idr),
      monthlyLimitIdr: Number(row.monthly_limit_idr),
      webhookUrl: row.webhook_url,
      livemode: row.livemode,
    },
    rate:
      options.rateLimit === undefined || row.window_start === null
        ? null
        : rateLimitOutcome({ window_start: row.window_start, count: row.count! }, options.rateLimit, at),
  };
  if (read) result.read = { row: row.read === null ? null : read.of.parse(row.read) };
  return result;
}
