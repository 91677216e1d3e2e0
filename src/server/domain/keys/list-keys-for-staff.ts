import { desc, eq, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys, organization } from '~/server/db/schema';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** API keys across organizations, to find the one whose webhook secret to reveal. No secret is read here. */
export async function listKeysForStaff(options: { db: DbOrTx; q?: string; limit?: number }) {
  const { db } = options;
  const q = options.q?.trim();
  const rows = await db
    .select({
      prefix: apiKeys.prefix,
      name: apiKeys.name,
      organizationId: apiKeys.organizationId,
      organizationName: organization.name,
      webhookUrl: apiKeys.webhookUrl,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .innerJoin(organization, eq(organization.id, apiKeys.organizationId))
    .where(
      q
        ? or(
            ilike(apiKeys.prefix, likePattern(q)),
            ilike(apiKeys.organizationId, likePattern(q)),
            ilike(organization.name, likePattern(q)),
            ilike(apiKeys.name, likePattern(q)),
          )
        : undefined,
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(options.limit ?? 100);
  return rows.map((r) => ({
    prefix: r.prefix,
    name: r.name,
    organization_id: r.organizationId,
    organization_name: r.organizationName,
    webhook_url: r.webhookUrl,
    created_at: r.createdAt.toISOString(),
    revoked_at: r.revokedAt?.toISOString() ?? null,
  }));
}
