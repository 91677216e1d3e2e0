import type { DbOrTx } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';
import { now } from '~/server/domain/clock';

export type { Actor } from '~/server/domain/actor';
import type { Actor } from '~/server/domain/actor';

/** Staff actions are recorded in the same transaction as the change they describe. */
export async function recordAudit(
  db: DbOrTx,
  entry: { actor: Actor; action: string; targetType: string; targetId: string; details?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    createdAt: now(),
  });
}
