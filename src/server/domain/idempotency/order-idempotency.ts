import { createHash } from 'node:crypto';
import type { FileLinks } from '~/server/domain/files/order-files';
import canonicalize from 'canonicalize';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { pipelined } from '~/server/db/pipelined';
import { prepared } from '~/server/db/prepared';
import { idempotencyKeys } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import type { KeyRead } from '~/server/domain/keys/key-read';
import { getOrder } from '~/server/domain/orders/load-order';
import type { Viewer } from '~/server/domain/orders/lifecycle';
import type { OrderView } from '~/server/domain/orders/order-view';

const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

export type IdempotencyClaim = { key: string; requestHash: string };

/**
 * Hash of the request body compared canonically (RFC 8785): property order ignored, optional fields
 * sent as null treated as absent.
 */
export function requestHash(body: unknown): string {
  const normalized =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null))
      : body;
  return createHash('sha256')
    .update(canonicalize(normalized) ?? 'null')
    .digest('hex');
}

/** The live record for a key: built once (db/prepared.ts), run on the pool or in the order's transaction. */
const liveRecord = prepared((db) =>
  db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.organizationId, sql.placeholder('organizationId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
        gt(idempotencyKeys.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('idempotency_live_record'),
);

/** The live record for this key, or null. */
async function findRecord(db: DbOrTx, organizationId: string, key: string) {
  // A placeholder in a condition is not encoded by its column, as the insert's values are: the text a Date becomes.
  const [row] = await liveRecord(db, { organizationId, key, now: now().toISOString() });
  return row ?? null;
}

/** What a replay needs of a live record. */
export type IdempotencyRecord = { requestHash: string; orderId: string };

/**
 * The key a claim is stored under: per organization and mode. A test key's are `test <key>`, which no
 * Idempotency-Key value can be (it has no spaces), so test and live requests never replay each other.
 */
export const storedIdempotencyKey = (livemode: boolean, value: string) => (livemode ? value : `test ${value}`);

/**
 * The live record for a request's Idempotency-Key, read by the /v1 key check's own statement for the key it matched
 * (domain/keys/key-read.ts): a POST with the header sends one statement fewer than a lookup of its own (docs/
 * performance.md, finding 98). The same record as `liveRecord`, the key stored as `storedIdempotencyKey` does.
 */
export const liveRecordForKey: KeyRead<IdempotencyRecord> = {
  name: 'idempotency',
  column: (param) => sql`select json_build_object('requestHash', i.request_hash, 'orderId', i.order_id)
    from idempotency_key i where i.organization_id = matched.organization_id
      and i.key = case when matched.livemode then ${param('key')}::text else 'test ' || ${param('key')}::text end
      and i.expires_at > ${param('now')}::timestamptz`,
  parse: (value) => value as IdempotencyRecord,
};

/** The values of `liveRecordForKey` for a well-formed Idempotency-Key value, as the lookup would use them. */
export const liveRecordValues = (value: string) => ({ key: value, now: now().toISOString() });

/**
 * A record found for the claim (by `liveRecordForKey` or the lookup): the order it made, as `viewer` sees it now, or
 * IDEMPOTENCY_KEY_REUSED for another body.
 */
export async function replayFor(
  db: DbOrTx,
  record: IdempotencyRecord,
  claim: IdempotencyClaim,
  viewer: Viewer,
  links: FileLinks | undefined,
): Promise<OrderView> {
  if (record.requestHash !== claim.requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key ini sudah dipakai dalam 24 jam terakhir dengan body yang berbeda.',
    );
  }
  // The record was found under the caller's organization: the order it names was created by that request.
  return getOrder({ db, orderId: record.orderId, reach: 'platform', viewer, links });
}

/** An expired record of the key, taken over by the request that uses the key again. Built once (db/prepared.ts). */
const dropExpiredKey = prepared((db) =>
  db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.organizationId, sql.placeholder('organizationId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
        lte(idempotencyKeys.expiresAt, sql.placeholder('atText')),
      ),
    )
    .prepare('idempotency_drop_expired_key'),
);

const insertKey = prepared((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      organizationId: sql.placeholder('organizationId'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      orderId: sql.placeholder('orderId'),
      createdAt: sql.placeholder('at'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('idempotency_insert_key'),
);

/**
 * Records the key for the order just created, in its transaction: an expired record is dropped, and the insert
 * fails on a live one (the primary key). A live record means a concurrent request with this key committed first:
 * the caller's transaction rolls back and the caller answers with that request's replay. The failure is Postgres'
 * own, so nobody needs to read the answer: the statements may go with `commit` (orders/create-order.ts).
 */
export async function recordIdempotencyKey(
  tx: DbOrTx,
  organizationId: string,
  claim: IdempotencyClaim,
  orderId: string,
  at: Date,
): Promise<void> {
  const values = {
    organizationId,
    key: claim.key,
    requestHash: claim.requestHash,
    orderId,
    at,
    atText: at.toISOString(),
    expiresAt: new Date(at.getTime() + IDEMPOTENCY_TTL_MS),
  };
  // Postgres runs the insert after the delete: one round trip (db/pipelined.ts).
  await pipelined([dropExpiredKey(tx, values), insertKey(tx, values)]);
}

/** Lookup before validation: a replay short-circuits, a different body is refused, a new key proceeds. */
export async function lookupIdempotentOrder(options: {
  db: DbOrTx;
  organizationId: string;
  claim: IdempotencyClaim;
  viewer: Viewer;
  links?: FileLinks;
}): Promise<OrderView | null> {
  const record = await findRecord(options.db, options.organizationId, options.claim.key);
  return record ? replayFor(options.db, record, options.claim, options.viewer, options.links) : null;
}
