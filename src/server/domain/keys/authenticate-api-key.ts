import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { apiKeys, organization, type OrganizationStatus } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { parseApiKey, secretMatches } from './key-format';
import type { Scope } from '~/shared/scopes';

export type AuthenticatedKey = {
  id: string;
  prefix: string;
  name: string;
  organizationId: string;
  organizationStatus: OrganizationStatus;
  scopes: Scope[];
  perOrderLimitIdr: number;
  monthlyLimitIdr: number;
  webhookUrl: string | null;
  /** false for a test key: everything it touches is test data. */
  livemode: boolean;
};

const unauthorized = () => new AppError('UNAUTHORIZED', 'API key tidak ada, salah bentuk, salah, atau dicabut.');

/**
 * Resolves `Authorization: Bearer <key>`; every failure is the same 401 so nothing leaks about keys.
 * `touchLastUsed: false` leaves `last_used_at` to the caller: /v1 writes it in its rate-limit statement
 * (`consumeRateLimit({ touchLastUsed: true })`), one round trip instead of two.
 */
export async function authenticateApiKey(options: {
  db: DbOrTx;
  authorization: string | null;
  touchLastUsed?: boolean;
}): Promise<AuthenticatedKey> {
  const match = /^Bearer +(\S+)$/i.exec(options.authorization?.trim() ?? '');
  const parsed = match ? parseApiKey(match[1]!) : null;
  if (!parsed) throw unauthorized();
  const [row] = await options.db
    .select({ key: apiKeys, orgStatus: organization.status })
    .from(apiKeys)
    .innerJoin(organization, eq(organization.id, apiKeys.organizationId))
    .where(eq(apiKeys.prefix, parsed.prefix));
  if (
    !row ||
    row.key.revokedAt ||
    row.key.livemode !== parsed.livemode ||
    !secretMatches(parsed.secret, row.key.secretHash)
  )
    throw unauthorized();

  const at = now();
  // Recorded at most once a minute: a write per request would be pure overhead.
  if (options.touchLastUsed !== false)
    await options.db
      .update(apiKeys)
      .set({ lastUsedAt: at })
      .where(
        and(
          eq(apiKeys.id, row.key.id),
          or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(at.getTime() - 60_000))),
        ),
      );

  return {
    id: row.key.id,
    prefix: row.key.prefix,
    name: row.key.name,
    organizationId: row.key.organizationId,
    organizationStatus: row.orgStatus,
    scopes: row.key.scopes as Scope[],
    perOrderLimitIdr: row.key.perOrderLimitIdr,
    monthlyLimitIdr: row.key.monthlyLimitIdr,
    webhookUrl: row.key.webhookUrl,
    livemode: row.key.livemode,
  };
}
