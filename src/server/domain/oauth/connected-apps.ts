import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { apiKeys, oauthClients, user } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';

export type ConnectedApp = {
  prefix: string;
  client_name: string;
  redirect_host: string;
  granted_by: string | null;
  scopes: string[];
  per_order_limit_idr: number;
  monthly_limit_idr: number;
  webhook_url: string | null;
  livemode: boolean;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** The organization's grants to OAuth clients, as its keys page lists them beside the keys. */
export async function listConnectedApps(db: DbOrTx, organizationId: string): Promise<ConnectedApp[]> {
  const rows = await db
    .select({
      key: apiKeys,
      redirectUris: oauthClients.redirectUris,
      grantedBy: user.name,
    })
    .from(apiKeys)
    .innerJoin(oauthClients, eq(oauthClients.id, apiKeys.oauthClientId))
    .leftJoin(user, eq(user.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.organizationId, organizationId), isNotNull(apiKeys.oauthClientId)))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(({ key, redirectUris, grantedBy }) => ({
    prefix: key.prefix,
    client_name: key.name,
    redirect_host: new URL(redirectUris[0]!).host,
    granted_by: grantedBy,
    scopes: key.scopes,
    per_order_limit_idr: key.perOrderLimitIdr,
    monthly_limit_idr: key.monthlyLimitIdr,
    webhook_url: key.webhookUrl,
    livemode: key.livemode,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  }));
}

/**
 * Ends a connected app: its grant (the api_key row) is revoked, so every access and refresh token of it is
 * refused from the next request on (authentication requires the row unrevoked). Audited.
 */
export async function revokeConnectedApp(
  db: Db,
  options: { organizationId: string; prefix: string; userId: string },
): Promise<{ prefix: string; revoked_at: string }> {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt, clientId: apiKeys.oauthClientId })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.prefix, options.prefix),
          eq(apiKeys.organizationId, options.organizationId),
          isNotNull(apiKeys.oauthClientId),
        ),
      )
      .for('update');
    if (!key) throw new AppError('NOT_FOUND', `Aplikasi ${options.prefix} tidak ditemukan.`);
    if (key.revokedAt) return { prefix: options.prefix, revoked_at: key.revokedAt.toISOString() };
    const at = now();
    await tx.update(apiKeys).set({ revokedAt: at }).where(eq(apiKeys.id, key.id));
    await recordAudit(tx, {
      actor: { type: 'user', id: options.userId },
      action: 'oauth.revoke',
      targetType: 'api_key',
      targetId: options.prefix,
      details: { organizationId: options.organizationId, clientId: key.clientId },
    });
    return { prefix: options.prefix, revoked_at: at.toISOString() };
  });
}
