import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { apiKeys, member, oauthCodes, organization } from '~/server/db/schema';
import { recordAudit } from '~/server/domain/audit/record-audit';
import type { DomainContext } from '~/server/domain/context';
import { scheduleNotification } from '~/server/domain/notifications/schedule-notification';
import { now } from '~/server/domain/clock';
import { AppError } from '~/server/domain/errors';
import { createApiKey } from '~/server/domain/keys/create-api-key';
import { clientDisplayName, findOAuthClient } from './oauth-clients';
import { CODE_SECONDS, newAuthorizationCode, tokenHash } from './oauth-tokens';
import { redirectUriMatches } from './redirect-match';
import { onlyLoopbackRedirects } from './redirect-uri-policy';

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

/**
 * Checks the request against its client. The resource is only checked to be a URL here: the token endpoint
 * refuses a code whose resource is not this server's (the authorize step already did, before the consent page).
 */
async function checkAuthorizationRequest(db: Db, request: AuthorizationRequest) {
  const client = await findOAuthClient(db, request.clientId);
  if (!client) throw new AppError('NOT_FOUND', 'Aplikasi (client_id) tidak terdaftar.');
  if (!client.redirect_uris.some((registered) => redirectUriMatches(request.redirectUri, registered)))
    throw new AppError('VALIDATION', 'redirect_uri: tidak terdaftar untuk aplikasi ini.');
  if (!URL.canParse(request.resource)) throw new AppError('VALIDATION', 'resource: harus URL.');
  if (!/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge))
    throw new AppError('VALIDATION', 'code_challenge: harus S256 (43 karakter base64url).');
  return { client, name: clientDisplayName(client), redirectHost: new URL(request.redirectUri).host };
}

/**
 * The owner or admin's "allow": the grant becomes an API key row of the organization (every rule of a key
 * applies to it: scopes, limits, rate limit, organization status, webhooks with its own secret, test mode) tied
 * to the client, and a single-use code is issued for the client to exchange. One transaction: nothing is left
 * half-made if any step fails. Recorded in the audit log; the organization's owners and admins are notified.
 */
export async function grantConsent(options: {
  db: Db;
  domain: DomainContext;
  userId: string;
  request: AuthorizationRequest;
  settings: GrantSettings;
}): Promise<{ redirectTo: string; apiKeyId: string }> {
  const { db, request, settings } = options;
  const { name } = await checkAuthorizationRequest(db, request);
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
    // Every owner and admin hears of it, the one who allowed it too: an app they do not recognise is revoked.
    await scheduleNotification(tx, options.domain, {
      kind: 'app_connected',
      organizationId: settings.organizationId,
      reference: key.prefix,
      source: `app_connected:${key.id}`,
    });
    return { redirectTo: authorizationRedirect(request, { code }), apiKeyId: key.id };
  });
}

/** The redirect back to the client: `code` or an OAuth `error`, with `state` as it came. */
function authorizationRedirect(
  request: Pick<AuthorizationRequest, 'redirectUri' | 'state'>,
  params: { code: string } | { error: string; error_description?: string },
): string {
  const url = new URL(request.redirectUri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v as string);
  if (request.state !== undefined) url.searchParams.set('state', request.state);
  return url.href;
}

/**
 * What the consent page shows: the client's name and redirect host (and whether all its redirect URIs are on
 * the person's own computer, which the page warns of), and the organizations this person may
 * grant for (owner or admin; approved ones for live mode, pending ones for test mode too, as for keys).
 */
export async function consentRequestView(db: Db, userId: string, request: AuthorizationRequest) {
  const { client, name, redirectHost } = await checkAuthorizationRequest(db, request);
  const organizations = await db
    .select({ id: organization.id, name: organization.name, status: organization.status })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(
      and(
        eq(member.userId, userId),
        inArray(member.role, ['owner', 'admin']),
        inArray(organization.status, ['approved', 'pending']),
      ),
    )
    .orderBy(asc(organization.name));
  return {
    client_name: name,
    redirect_host: redirectHost,
    redirect_local_only: onlyLoopbackRedirects(client.redirect_uris),
    organizations,
  };
}

/** The person's "deny": the client learns `access_denied` (after the request is checked, so no open redirect). */
export async function denyConsent(db: Db, request: AuthorizationRequest): Promise<{ redirectTo: string }> {
  await checkAuthorizationRequest(db, request);
  return {
    redirectTo: authorizationRedirect(request, {
      error: 'access_denied',
      error_description: 'The person declined to connect the app.',
    }),
  };
}
