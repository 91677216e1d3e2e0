import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { apiKeys, member, oauthCodes } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { clientDisplayName, findOAuthClient } from './oauth-clients';
import { CODE_SECONDS, newAuthorizationCode, tokenHash } from './oauth-tokens';
import { redirectUriMatches } from './redirect-match';

/** What the authorize request asked for, carried through the consent page unchanged. */
export type AuthorizationRequest = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  state?: string;
};

/** A key's settings, chosen on the consent page. */
export type GrantSettings = {
  organizationId: string;
  scopes: string[];
  perOrderLimitIdr: number;
  monthlyLimitIdr: number;
  webhookUrl: string | null;
  livemode: boolean;
};

/** Checks the request against its client and this server's resources; the refusal is an `invalid_request`. */
export async function checkAuthorizationRequest(db: Db, request: AuthorizationRequest, resources: string[]) {
  const client = await findOAuthClient(db, request.clientId);
  if (!client) throw new AppError('NOT_FOUND', 'Aplikasi (client_id) tidak terdaftar.');
  if (!client.redirect_uris.some((registered) => redirectUriMatches(request.redirectUri, registered)))
    throw new AppError('VALIDATION', 'redirect_uri: tidak terdaftar untuk aplikasi ini.');
  if (!resources.includes(request.resource)) throw new AppError('VALIDATION', 'resource: bukan server ini.');
  if (!/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge))
    throw new AppError('VALIDATION', 'code_challenge: harus S256 (43 karakter base64url).');
  return { client, name: clientDisplayName(client), redirectHost: new URL(request.redirectUri).host };
}

/**
 * The owner or admin's "allow": the grant becomes an API key row of the organization (every rule of a key
 * applies to it: scopes, limits, rate limit, organization status, webhooks with its own secret, test mode) tied
 * to the client, and a single-use code is issued for the client to exchange. One transaction: nothing is left
 * half-made if any step fails. Recorded in the audit log.
 */
export async function grantConsent(options: {
  db: Db;
  userId: string;
  request: AuthorizationRequest;
  settings: GrantSettings;
  resources: string[];
}): Promise<{ redirectTo: string; apiKeyId: string }> {
  const { db, request, settings } = options;
  const { name } = await checkAuthorizationRequest(db, request, options.resources);
  return db.transaction(async (tx) => {
    const [role] = await tx
      .select({ role: member.role })
      .from(member)
      .where(
        and(
          eq(member.organizationId, settings.organizationId),
          eq(member.userId, options.userId),
          inArray(member.role, ['owner', 'admin']),
        ),
      );
    if (!role) throw new AppError('FORBIDDEN', 'Hanya pemilik atau admin organisasi yang dapat memberi izin.');
    const key = await createApiKey({
      db: tx,
      organizationId: settings.organizationId,
      name,
      scopes: settings.scopes,
      perOrderLimitIdr: settings.perOrderLimitIdr,
      monthlyLimitIdr: settings.monthlyLimitIdr,
      webhookUrl: settings.webhookUrl,
      createdBy: options.userId,
      livemode: settings.livemode,
    });
    await tx.update(apiKeys).set({ oauthClientId: request.clientId }).where(eq(apiKeys.id, key.id));
    const code = newAuthorizationCode();
    const at = now();
    await tx.insert(oauthCodes).values({
      codeHash: tokenHash(code),
      clientId: request.clientId,
      apiKeyId: key.id,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      resource: request.resource,
      expiresAt: new Date(at.getTime() + CODE_SECONDS * 1000),
    });
    await recordAudit(tx, {
      actor: { type: 'user', id: options.userId },
      action: 'oauth.grant',
      targetType: 'api_key',
      targetId: key.prefix,
      details: { organizationId: settings.organizationId, clientId: request.clientId, scopes: key.scopes },
    });
    return { redirectTo: authorizationRedirect(request, { code }), apiKeyId: key.id };
  });
}

/** The redirect back to the client: `code` or an OAuth `error`, with `state` as it came. */
export function authorizationRedirect(
  request: Pick<AuthorizationRequest, 'redirectUri' | 'state'>,
  params: { code: string } | { error: string; error_description?: string },
): string {
  const url = new URL(request.redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v as string);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  return url.href;
}
