import { sql } from 'drizzle-orm';
import { preparedSql } from '~/server/db/prepared';
import type { DbOrTx } from '~/server/db/client';
import type { OrganizationStatus } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import {
  countRequestSql,
  rateLimitOutcome,
  windowExpiredBefore,
  type RateLimitResult,
} from '~/server/domain/rate-limit/rate-limit-window';
import { isAccessTokenShape, tokenHash } from '~/server/domain/oauth/oauth-tokens';
import { hashSecret, parseApiKey } from './key-format';
import { keyReadColumn, readParam, type KeyRead, type KeyReadRequest, type KeyReadResult } from './key-read';
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

type KeyRow = {
  id: string;
  prefix: string;
  name: string;
  organization_id: string;
  organization_status: OrganizationStatus;
  approval_threshold_idr: number | string;
  scopes: string[];
  per_order_limit_idr: number | string;
  monthly_limit_idr: number | string;
  webhook_url: string | null;
  livemode: boolean;
  window_start: string | null;
  count: number | string | null;
  /** The endpoint's read (key-read.ts), when one was asked for. */
  read?: unknown;
};

/**
 * The one statement, for a key or an access token, counted or not, with or without an endpoint's read: built once
 * each (db/prepared.ts), the values given per request. Without a read its text is the one it always was.
 */
function keyStatement(by: 'key' | 'token', counted: boolean, read: KeyRead<unknown> | null) {
  const columns = sql`k.id, k.prefix, k.name, k.organization_id, o.status as organization_status,
        o.approval_threshold_idr, k.scopes,
        k.per_order_limit_idr, k.monthly_limit_idr, k.webhook_url, k.livemode`;
  const at = sql.placeholder('at');
  const expired = sql.placeholder('expired');
  const matched =
    by === 'key'
      ? sql`select ${columns}
      from api_key k join organization o on o.id = k.organization_id
      where k.prefix = ${sql.placeholder('prefix')} and k.secret_hash = ${sql.placeholder('hash')}
        and k.livemode = ${sql.placeholder('livemode')} and k.revoked_at is null`
      : sql`select ${columns}
      from oauth_token t join api_key k on k.id = t.api_key_id join organization o on o.id = k.organization_id
      where t.token_hash = ${sql.placeholder('hash')} and t.kind = 'access' and t.revoked_at is null
        and t.expires_at > ${at} and k.revoked_at is null`;
  return preparedSql<KeyRow>(
    `authenticate_${by}${counted ? '_counted' : ''}${read ? `_${read.name}` : ''}`,
    () => sql`
    with matched as (
      ${matched}
    ), touched as (
      update api_key set last_used_at = ${at}
      where id = (select id from matched)
        and (last_used_at is null or last_used_at < ${expired})
    ), counted as (
      ${counted ? countRequestSql(sql`matched`, at, expired) : sql`select null::timestamptz as window_start, null::int as count where false`}
    )
    select matched.*, counted.window_start, counted.count${read ? sql`, (${keyReadColumn(read)}) as read` : sql``} from matched left join counted on true`,
  );
}
type KeyStatement = ReturnType<typeof keyStatement>;
/** Per read, then key kind and counting: a handful (the reads are module constants of the endpoints that name them). */
const keyStatements = new Map<KeyRead<unknown> | null, Map<string, KeyStatement>>();
function keyStatementFor(by: 'key' | 'token', counted: boolean, read: KeyRead<unknown> | null): KeyStatement {
  let ofRead = keyStatements.get(read);
  if (!ofRead) keyStatements.set(read, (ofRead = new Map()));
  const variant = `${by} ${counted}`;
  let statement = ofRead.get(variant);
  if (!statement) ofRead.set(variant, (statement = keyStatement(by, counted, read)));
  return statement;
}

const unauthorized = () => new AppError('UNAUTHORIZED', 'API key tidak ada, salah bentuk, salah, atau dicabut.');

/**
 * Resolves `Authorization: Bearer <key>`; every failure is the same 401 so nothing leaks about keys. One
 * statement finds the key by prefix and secret hash and, in the same statement, records `last_used_at` (at
 * most once a minute) and, given `rateLimit`, counts the request in the key's window; a key that does not match
 * counts nothing (decisions.md). The stored hash is compared by Postgres: it is a SHA-256 of a 32+ character
 * random secret, so how long a comparison of hashes takes tells nothing about the secret.
 */
export async function authenticateApiKey<Row = never>(options: {
  db: DbOrTx;
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
  const at = now();
  const read = options.read ?? null;
  const statement = keyStatementFor(
    accessToken ? 'token' : 'key',
    options.rateLimit !== undefined,
    read ? (read.of as KeyRead<unknown>) : null,
  );
  // Literals, not a spread followed by more properties, which takes V8's slow path (~2 µs; round 5).
  const atText = at.toISOString();
  const expired = windowExpiredBefore(at).toISOString();
  const values: Record<string, unknown> = parsed
    ? { prefix: parsed.prefix, hash: hashSecret(parsed.secret), livemode: parsed.livemode, at: atText, expired }
    : { hash: tokenHash(accessToken!), at: atText, expired };
  if (read) for (const name in read.values) values[readParam(name)] = read.values[name];
  const rows = await statement(options.db, values);
  const row = rows[0];
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
