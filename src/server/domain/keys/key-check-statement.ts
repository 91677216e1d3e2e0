import { sql, type SQL } from 'drizzle-orm';
import { preparedSql } from '~/server/db/prepared';
import type { OrganizationStatus } from '~/server/db/schema';
import { countRequestsSql } from '~/server/domain/rate-limit/rate-limit-window';
import { keyReadColumn, keyReadParams, readParam, type KeyRead } from './key-read';

/** A row of the key check: the key a request matched, its window after the request, and the endpoint's read. */
export type KeyRow = {
  /** The request's place in a list (1-based); absent when the statement checked one request. */
  n?: number | string;
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
  /** For a list, the key's count after all of the list's requests: KeyChecks gives each its own. */
  count: number | string | null;
  /** The endpoint's read (key-read.ts), when one was asked for. */
  read?: unknown;
};

export type KeyCredential = 'key' | 'token';
/** The statement's parameters besides `at` and `expired`: the credential's own, the read's after them. */
const CREDENTIALS: Record<KeyCredential, readonly string[]> = { key: ['prefix', 'hash', 'livemode'], token: ['hash'] };

/**
 * The key check for one request, or for a list of requests sent together (KeyChecks). One request's statement is the
 * one it always was: its values are placeholders. A list's values are text arrays, an element per request, which
 * `unnest` turns into rows numbered `n`; the requests of one key are counted in its window by one upsert row (an
 * upsert cannot touch a row twice), and the `n` of each row tells its request. A list locks its keys' rows in the
 * order of their ids (the upsert's rows sorted; `= any(array)`, whose index scan takes the array sorted), so two
 * lists that share keys (two variants, two web processes) wait for each other instead of deadlocking.
 */
function keyStatement(by: KeyCredential, counted: boolean, read: KeyRead<unknown> | null, form: 'one' | 'list') {
  const readParams = read ? keyReadParams(read).map(readParam) : [];
  const at = sql.placeholder('at');
  const expired = sql.placeholder('expired');
  const value = (name: string): SQL => (form === 'one' ? sql`${sql.placeholder(name)}` : sql.raw(`req.${name}`));
  const columns = sql`${form === 'list' ? sql.raw(`req.n, ${readParams.map((p) => `req.${p}, `).join('')}`) : sql``}k.id, k.prefix, k.name, k.organization_id, o.status as organization_status,
        o.approval_threshold_idr, k.scopes,
        k.per_order_limit_idr, k.monthly_limit_idr, k.webhook_url, k.livemode`;
  const from = form === 'list' ? sql`req, ` : sql``;
  const matched =
    by === 'key'
      ? sql`select ${columns}
      from ${from}api_key k join organization o on o.id = k.organization_id
      where k.prefix = ${value('prefix')} and k.secret_hash = ${value('hash')}
        and k.livemode = ${form === 'one' ? value('livemode') : sql`req.livemode::boolean`} and k.revoked_at is null`
      : sql`select ${columns}
      from ${from}oauth_token t join api_key k on k.id = t.api_key_id join organization o on o.id = k.organization_id
      where t.token_hash = ${value('hash')} and t.kind = 'access' and t.revoked_at is null
        and t.expires_at > ${at} and k.revoked_at is null`;
  const names = [...CREDENTIALS[by], ...readParams];
  const requests =
    form === 'list'
      ? sql`req as (
      select * from unnest(${sql.join(
        names.map((name) => sql`${sql.placeholder(name)}::text[]`),
        sql`, `,
      )}) with ordinality as req(${sql.raw([...names, 'n'].join(', '))})
    ), `
      : sql``;
  const count = !counted
    ? sql`select null::text as api_key_id, null::timestamptz as window_start, null::int as count where false`
    : form === 'one'
      ? countRequestsSql(sql`matched`, sql`1`, at, expired)
      : countRequestsSql(
          sql`(select id, count(*)::int as requests from matched group by id order by id) as keys`,
          sql`requests`,
          at,
          expired,
        );
  return preparedSql<KeyRow>(
    `authenticate_${by}${counted ? '_counted' : ''}${read ? `_${read.name}` : ''}${form === 'list' ? '_list' : ''}`,
    () => sql`
    with ${requests}matched as (
      ${matched}
    ), touched as (
      update api_key set last_used_at = ${at}
      where id ${form === 'one' ? sql`= (select id from matched)` : sql`= any(array(select id from matched))`}
        and (last_used_at is null or last_used_at < ${expired})
    ), counted as (
      ${count}
    )
    select matched.*, counted.window_start, counted.count${read ? sql`, (${keyReadColumn(read, form)}) as read` : sql``}
    from matched left join counted on ${form === 'one' ? sql`true` : sql`counted.api_key_id = matched.id`}`,
  );
}

/** Both forms of one variant of the key check. */
export type KeyStatement = { one: ReturnType<typeof keyStatement>; list: ReturnType<typeof keyStatement> };

/** Per read, then credential and counting: a handful (the reads are module constants of the endpoints that name them). */
const keyStatements = new Map<KeyRead<unknown> | null, Map<string, KeyStatement>>();
export function keyStatementFor(by: KeyCredential, counted: boolean, read: KeyRead<unknown> | null): KeyStatement {
  let ofRead = keyStatements.get(read);
  if (!ofRead) keyStatements.set(read, (ofRead = new Map()));
  const variant = `${by} ${counted}`;
  let statement = ofRead.get(variant);
  if (!statement)
    ofRead.set(
      variant,
      (statement = { one: keyStatement(by, counted, read, 'one'), list: keyStatement(by, counted, read, 'list') }),
    );
  return statement;
}
