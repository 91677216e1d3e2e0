import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { orgCondition, type OrgReach } from '~/server/domain/tenant';

/** Stops a key at once. Revoking twice keeps the first time. */
export async function revokeApiKey(options: { db: DbOrTx; prefix: string; reach: OrgReach }) {
  const { db, prefix } = options;
  const scope = orgCondition(options.reach, apiKeys.organizationId);
  await db
    .update(apiKeys)
    .set({ revokedAt: now() })
    .where(and(eq(apiKeys.prefix, prefix), isNull(apiKeys.revokedAt), scope));
  const [key] = await db
    .select({ prefix: apiKeys.prefix, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.prefix, prefix), scope));
  if (!key) throw new AppError('NOT_FOUND', `API key ${prefix} tidak ditemukan.`);
  return { prefix: key.prefix, revoked_at: key.revokedAt!.toISOString() };
}
