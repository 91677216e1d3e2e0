import {
  lookupIdempotentOrder,
  requestHash,
  type IdempotencyClaim,
} from '~/server/domain/idempotency/order-idempotency';
import type { OrderView } from '~/server/domain/orders/order-view';
import { middleware } from '~/server/api/trpc';
import { agentViewer } from '~/server/api/viewers';

/**
 * Runs before input validation (decisions.md order of checks): a replay with the same body answers
 * at once, another body is IDEMPOTENCY_KEY_REUSED, even if that body would not validate.
 */
export const idempotencyLookup = middleware(async ({ ctx, getRawInput, next }) => {
  const c = ctx as typeof ctx & { idempotencyKey?: string | null };
  let claim: IdempotencyClaim | null = null;
  let replay: OrderView | null = null;
  if (c.idempotencyKey && c.apiKey) {
    // Idempotency keys are per organization and mode: a test key's are stored as `test <key>`, which no
    // Idempotency-Key value can be (it has no spaces), so test and live requests never replay each other.
    const key = c.apiKey.livemode ? c.idempotencyKey : `test ${c.idempotencyKey}`;
    claim = { key, requestHash: requestHash(await getRawInput()) };
    replay = await lookupIdempotentOrder({
      db: ctx.db,
      organizationId: c.apiKey.organizationId,
      claim,
      viewer: agentViewer(c.apiKey),
    });
  }
  return next({ ctx: { idempotencyClaim: claim, replay } });
});
