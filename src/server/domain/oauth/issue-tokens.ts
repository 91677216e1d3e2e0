import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '~/server/db/client';
import { apiKeys, oauthCodes, oauthTokens } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import {
  ACCESS_TOKEN_SECONDS,
  REFRESH_TOKEN_SECONDS,
  newAccessToken,
  newRefreshToken,
  tokenHash,
} from './oauth-tokens';
import { redirectUriMatches } from './redirect-match';

export type IssuedTokens = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  scope: string;
};

/** Why an exchange was refused; the token endpoint answers each as `invalid_grant`. */
export type ExchangeRefusal = { refused: string };

async function issuePair(
  tx: DbOrTx,
  grant: { clientId: string; apiKeyId: string; resource: string; scopes: string[] },
): Promise<IssuedTokens> {
  const at = now();
  const access = newAccessToken();
  const refresh = newRefreshToken();
  const base = { clientId: grant.clientId, apiKeyId: grant.apiKeyId, resource: grant.resource, createdAt: at };
  await tx.insert(oauthTokens).values([
    {
      ...base,
      tokenHash: tokenHash(access),
      kind: 'access',
      expiresAt: new Date(at.getTime() + ACCESS_TOKEN_SECONDS * 1000),
    },
    {
      ...base,
      tokenHash: tokenHash(refresh),
      kind: 'refresh',
      expiresAt: new Date(at.getTime() + REFRESH_TOKEN_SECONDS * 1000),
    },
  ]);
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refresh,
    scope: grant.scopes.join(' '),
  };
}

/** The PKCE challenge stored with a code (the SDK's token handler verifies the verifier against it). */
export async function challengeForCode(db: DbOrTx, clientId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ challenge: oauthCodes.codeChallenge })
    .from(oauthCodes)
    .where(and(eq(oauthCodes.codeHash, tokenHash(code)), eq(oauthCodes.clientId, clientId)));
  return row?.challenge ?? null;
}

/**
 * Exchanges a code once: it must be this client's, unexpired, unused, for the same redirect URI and resource,
 * and its grant not revoked. A code presented a second time also ends every token issued from it (OAuth 2.1
 * section 4.1.3: a replayed code means it leaked).
 */
export async function exchangeCode(
  db: Db,
  options: { clientId: string; code: string; redirectUri?: string; resource?: string; resources: string[] },
): Promise<IssuedTokens | ExchangeRefusal> {
  return db.transaction(async (tx) => {
    const at = now();
    const [row] = await tx
      .select({ code: oauthCodes, scopes: apiKeys.scopes, revokedAt: apiKeys.revokedAt })
      .from(oauthCodes)
      .innerJoin(apiKeys, eq(apiKeys.id, oauthCodes.apiKeyId))
      .where(and(eq(oauthCodes.codeHash, tokenHash(options.code)), eq(oauthCodes.clientId, options.clientId)))
      .for('update', { of: oauthCodes });
    if (!row) return { refused: 'unknown code' };
    const { code } = row;
    if (code.usedAt) {
      await tx
        .update(oauthTokens)
        .set({ revokedAt: at })
        .where(and(eq(oauthTokens.apiKeyId, code.apiKeyId), isNull(oauthTokens.revokedAt)));
      return { refused: 'code already used' };
    }
    if (code.expiresAt <= at) return { refused: 'code expired' };
    if (row.revokedAt) return { refused: 'grant revoked' };
    if (options.redirectUri !== undefined && !redirectUriMatches(options.redirectUri, code.redirectUri))
      return { refused: 'redirect_uri differs from the authorization request' };
    if (options.resource !== undefined && options.resource !== code.resource)
      return { refused: 'resource differs from the authorization request' };
    if (!options.resources.includes(code.resource)) return { refused: 'resource is not this server' };
    await tx.update(oauthCodes).set({ usedAt: at }).where(eq(oauthCodes.codeHash, code.codeHash));
    return issuePair(tx, { ...code, scopes: row.scopes });
  });
}

/**
 * Rotates a refresh token: the presented one is used up and a new pair issued. Presenting a used refresh token
 * again revokes every token of the grant (the old one leaked, or the client is confused: either way it signs in
 * again).
 */
export async function refreshTokens(
  db: Db,
  options: { clientId: string; refreshToken: string; resource?: string },
): Promise<IssuedTokens | ExchangeRefusal> {
  return db.transaction(async (tx) => {
    const at = now();
    const [row] = await tx
      .select({ token: oauthTokens, scopes: apiKeys.scopes, keyRevokedAt: apiKeys.revokedAt })
      .from(oauthTokens)
      .innerJoin(apiKeys, eq(apiKeys.id, oauthTokens.apiKeyId))
      .where(
        and(
          eq(oauthTokens.tokenHash, tokenHash(options.refreshToken)),
          eq(oauthTokens.kind, 'refresh'),
          eq(oauthTokens.clientId, options.clientId),
        ),
      )
      .for('update', { of: oauthTokens });
    if (!row) return { refused: 'unknown refresh token' };
    const { token } = row;
    if (token.usedAt) {
      await tx
        .update(oauthTokens)
        .set({ revokedAt: at })
        .where(and(eq(oauthTokens.apiKeyId, token.apiKeyId), isNull(oauthTokens.revokedAt)));
      return { refused: 'refresh token already used' };
    }
    if (token.revokedAt || row.keyRevokedAt) return { refused: 'revoked' };
    if (token.expiresAt <= at) return { refused: 'refresh token expired' };
    if (options.resource !== undefined && options.resource !== token.resource)
      return { refused: 'resource differs from the grant' };
    await tx.update(oauthTokens).set({ usedAt: at }).where(eq(oauthTokens.tokenHash, token.tokenHash));
    return issuePair(tx, { ...token, scopes: row.scopes });
  });
}

/** RFC 7009: revokes the token if it is this client's; an unknown token is no error. */
export async function revokeOAuthToken(db: DbOrTx, options: { clientId: string; token: string }): Promise<void> {
  await db
    .update(oauthTokens)
    .set({ revokedAt: now() })
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash(options.token)),
        eq(oauthTokens.clientId, options.clientId),
        isNull(oauthTokens.revokedAt),
      ),
    );
}

/** For the protected resource's own check: the grant behind a live access token, or null. */
export async function findAccessToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      apiKeyId: oauthTokens.apiKeyId,
      clientId: oauthTokens.clientId,
      resource: oauthTokens.resource,
      expiresAt: oauthTokens.expiresAt,
      scopes: apiKeys.scopes,
    })
    .from(oauthTokens)
    .innerJoin(apiKeys, eq(apiKeys.id, oauthTokens.apiKeyId))
    .where(
      and(
        eq(oauthTokens.tokenHash, tokenHash(token)),
        eq(oauthTokens.kind, 'access'),
        isNull(oauthTokens.revokedAt),
        isNull(apiKeys.revokedAt),
        sql`${oauthTokens.expiresAt} > ${now().toISOString()}`,
      ),
    );
  return row ?? null;
}
