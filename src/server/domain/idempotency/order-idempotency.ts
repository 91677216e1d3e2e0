import { createHash } from 'node:crypto';
import type { FileLinks } from '~/server/domain/files/order-files';
import canonicalize from 'canonicalize';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
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

/** The upsert of recordIdempotencyKey, built once (db/prepared.ts). */
const takeKey = prepared((db) =>
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
    // The inserted row's own values (`excluded`): the expired record is taken over by this request.
    .onConflictDoUpdate({
      target: [idempotencyKeys.organizationId, idempotencyKeys.key],
      set: {
        requestHash: sql`excluded.request_hash`,
        orderId: sql`excluded.order_id`,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: lte(idempotencyKeys.expiresAt, sql.placeholder('atText')),
    })
    .returning({ orderId: idempotencyKeys.orderId })
    .prepare('idempotency_take_key'),
);

/**
 * Records the key for the order just created, in its transaction: one upsert that takes over an expired record
 * and fails while a live one exists. A live record means a concurrent request with this key committed first:
 * the caller's transaction rolls back and the caller answers with that request's replay.
 */
export async function recordIdempotencyKey(
  tx: DbOrTx,
  organizationId: string,
  claim: IdempotencyClaim,
  orderId: string,
  at: Date,
): Promise<void> {
  const expiresAt = new Date(at.getTime() + IDEMPOTENCY_TTL_MS);
  const taken = await takeKey(tx, {
    organizationId,
    key: claim.key,
    requestHash: claim.requestHash,
    orderId,
    at,
    atText: at.toISOString(),
    expiresAt,
  });
  if (taken.length === 0) throw new AppError('INTERNAL', 'Idempotency-Key taken by a concurrent request');
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
