import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { apiKeys } from './api-keys';
import { tstz } from './columns';

/**
 * An OAuth client registered by dynamic client registration (RFC 7591), or known by its client ID metadata
 * document (its id is then the document's https URL, its row a cached copy of the document). Every client is public
 * (`token_endpoint_auth_method: none`): PKCE binds a code to whoever started the flow, so no client secret
 * is issued or stored (decisions.md, round 4, issue 27).
 */
export const oauthClients = pgTable('oauth_client', {
  id: text('id').primaryKey(),
  /** The metadata as registered (RFC 7591 response body, without secrets). */
  metadata: text('metadata').notNull(),
  clientName: text('client_name'),
  redirectUris: text('redirect_uris').array().notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** A metadata-document client: until when the kept copy is used without fetching the document again. */
  documentExpiresAt: tstz('document_expires_at'),
});

/**
 * An authorization code, single use, 10 minutes. It is issued on the consent page together with the grant
 * (the `api_key` row the organization's owner or admin set up), so exchanging it only hands out tokens.
 */
export const oauthCodes = pgTable('oauth_code', {
  /** SHA-256 of the code; the code itself is never stored. */
  codeHash: text('code_hash').primaryKey(),
  clientId: text('client_id')
    .notNull()
    .references(() => oauthClients.id),
  apiKeyId: text('api_key_id')
    .notNull()
    .references(() => apiKeys.id),
  redirectUri: text('redirect_uri').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  resource: text('resource').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
});

/**
 * Access and refresh tokens of a grant. Only hashes are stored. A refresh token is used once: exchanging it
 * marks it used and issues a new pair (rotation); presenting a used one again revokes the grant's tokens.
 */
export const oauthTokens = pgTable(
  'oauth_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => oauthClients.id),
    apiKeyId: text('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    /** The audience: the protected resource the token was issued for (RFC 8707). */
    resource: text('resource').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('oauth_token_key_idx').on(t.apiKeyId)],
);
