import { eq } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { apiKeys } from '~/server/db/schema';
import { recordAudit, type Actor } from '~/server/domain/audit/record-audit';
import { AppError } from '~/server/domain/errors';

/** Platform staff reveal a key's webhook secret (the org dashboard never shows it). Audited. */
export async function revealWebhookSecret(options: { db: Db; prefix: string; actor: Actor }) {
  return options.db.transaction(async (tx) => {
    const [key] = await tx
      .select({ prefix: apiKeys.prefix, organizationId: apiKeys.organizationId, secret: apiKeys.webhookSecret })
      .from(apiKeys)
      .where(eq(apiKeys.prefix, options.prefix));
    if (!key) throw new AppError('NOT_FOUND', `API key ${options.prefix} tidak ditemukan.`);
    await recordAudit(tx, {
      actor: options.actor,
      action: 'key.webhook_secret.reveal',
      targetType: 'api_key',
      targetId: key.prefix,
      details: { organizationId: key.organizationId },
    });
    return { prefix: key.prefix, organization_id: key.organizationId, webhook_secret: key.secret };
  });
}
