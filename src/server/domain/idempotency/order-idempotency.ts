import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { idempotencyKeys } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { getOrder } from '~/server/domain/orders/load-order';
import type { Viewer } from '~/server/domain/orders/lifecycle';
import type { OrderView } from '~/server/domain/orders/order-view';

export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

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

/** The live record for this key, or null. */
async function findRecord(db: DbOrTx, organizationId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.organizationId, organizationId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.expiresAt, now()),
      ),
    );
  return row ?? null;
}

/** Replay (the stored order in its current status) when the body matches; else IDEMPOTENCY_KEY_REUSED. */
export async function replayOrReject(options: {
  db: DbOrTx;
  organizationId: string;
  claim: IdempotencyClaim;
  viewer: Viewer;
}): Promise<OrderView> {
  const record = await findRecord(options.db, options.organizationId, options.claim.key);
  if (!record) throw new AppError('INTERNAL', 'Idempotency record vanished during replay');
  return replayFor(options.db, record, options.claim, options.viewer);
}

async function replayFor(
  db: DbOrTx,
  record: typeof idempotencyKeys.$inferSelect,
  claim: IdempotencyClaim,
  viewer: Viewer,
): Promise<OrderView> {
  if (record.requestHash !== claim.requestHash) {
    throw new AppError(
      'IDEMPOTENCY_KEY_REUSED',
      'Idempotency-Key ini sudah dipakai dalam 24 jam terakhir dengan body yang berbeda.',
    );
  }
  return getOrder({ db, orderId: record.orderId, viewer });
}

/**
 * Inside the creating transaction: waits for any concurrent request with the same key (a transaction
 * advisory lock) and returns the winner's replay if it committed meanwhile. The primary key of
 * idempotency_key still enforces uniqueness; the lock only lets a loser answer with the replay rather
 * than with a limit the winner's order has just used up.
 */
export async function claimIdempotencyKey(
  tx: DbOrTx,
  organizationId: string,
  claim: IdempotencyClaim,
  viewer: Viewer,
): Promise<OrderView | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${organizationId}:${claim.key}`}, 0))`);
  return lookupIdempotentOrder({ db: tx, organizationId, claim, viewer });
}

/** Lookup before validation: a replay short-circuits, a different body is refused, a new key proceeds. */
export async function lookupIdempotentOrder(options: {
  db: DbOrTx;
  organizationId: string;
  claim: IdempotencyClaim;
  viewer: Viewer;
}): Promise<OrderView | null> {
  const record = await findRecord(options.db, options.organizationId, options.claim.key);
  return record ? replayFor(options.db, record, options.claim, options.viewer) : null;
}
