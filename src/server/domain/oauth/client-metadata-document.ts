import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { oauthClients } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { findOAuthClient, type RegisteredClient } from './oauth-clients';
import { redirectUriRefusal } from './redirect-uri-policy';

/**
 * Client ID metadata documents (the MCP authorization spec; draft-ietf-oauth-client-id-metadata-document): a
 * client that names itself by an https URL, whose JSON document there holds its metadata. The document is
 * fetched by an outbound port (src/server/outbound/client-metadata), checked here, and kept as an
 * `oauth_client` row whose id is the URL, so the consent page, the grant and the token endpoint read it as any
 * registered client.
 */

/**
 * The outbound port: the parsed JSON body and how long its server allows it to be cached, or why it was not
 * fetched (refused address, status, type, size, time); the reason is shown to the client, never an address.
 */
export type FetchedClientMetadata = { document: unknown; maxAgeSeconds: number | null } | { refused: string };
export type ClientMetadataFetcher = (url: string) => Promise<FetchedClientMetadata>;

/** A document is used again without a fetch for what its Cache-Control allows, kept within these bounds. */
const DOCUMENT_CACHE_MIN_SECONDS = 60;
const DOCUMENT_CACHE_MAX_SECONDS = 24 * 60 * 60;
/** Without a Cache-Control max-age. */
const DOCUMENT_CACHE_DEFAULT_SECONDS = 60 * 60;

/** Why a client_id URL or its document was refused; the authorize and token endpoints answer `invalid_client`. */
export class ClientMetadataRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClientMetadataRefused';
  }
}

/** A `client_id` that names a metadata document rather than a registered client (`oac_…`). */
export const isClientMetadataUrl = (clientId: string) => /^https?:\/\//i.test(clientId);

/**
 * The URL's own rules (the draft's section 3): https (http only where `allowHttp`, for tests), a path other
 * than `/`, no fragment, no user or password, no dot segments, and written as the URL parser writes it, since
 * the document's `client_id` must equal it by simple string comparison.
 */
export function clientIdUrlRefusal(clientId: string, allowHttp: boolean): string | null {
  if (clientId.length > 1024) return 'client_id URL is longer than 1024 characters';
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return 'client_id is not a URL';
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) return 'client_id URL must be https';
  if (url.username || url.password) return 'client_id URL must not carry credentials';
  if (url.hash || clientId.includes('#')) return 'client_id URL must not have a fragment';
  if (url.pathname === '/' || url.pathname === '') return 'client_id URL must have a path';
  if (url.href !== clientId)
    return 'client_id URL must be in normal form (no dot segments, lower-case scheme and host)';
  return null;
}

const SHARED_SECRET_METHODS = ['client_secret_post', 'client_secret_basic', 'client_secret_jwt'];

/**
 * Checks a fetched document against its URL and turns it into the client this server keeps: public (`none`),
 * code and refresh grants, the redirect URIs it lists, each one a URI this server would register.
 */
export function clientFromDocument(clientId: string, document: unknown): RegisteredClient {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    throw new ClientMetadataRefused('the client metadata document is not a JSON object');
  const doc = document as Record<string, unknown>;
  if (doc.client_id !== clientId)
    throw new ClientMetadataRefused('the client metadata document names another client_id than its URL');
  if ('client_secret' in doc || 'client_secret_expires_at' in doc)
    throw new ClientMetadataRefused('a client metadata document must not hold a client secret');
  const method = doc.token_endpoint_auth_method;
  if (method !== undefined && method !== 'none')
    throw new ClientMetadataRefused(
      SHARED_SECRET_METHODS.includes(String(method))
        ? `token_endpoint_auth_method ${String(method)} needs a shared secret, which a metadata document cannot have`
        : 'token_endpoint_auth_method must be none: this server takes public clients with PKCE only',
    );
  const uris = doc.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0 || uris.length > 20 || !uris.every((u) => typeof u === 'string'))
    throw new ClientMetadataRefused('redirect_uris must be a list of 1 to 20 URLs');
  for (const uri of uris as string[]) {
    const refusal = redirectUriRefusal(uri);
    if (refusal) throw new ClientMetadataRefused(refusal);
  }
  // The MCP spec makes the name required: it is what the consent page shows the person.
  const name = typeof doc.client_name === 'string' ? doc.client_name.trim().slice(0, 200) : '';
  if (!name) throw new ClientMetadataRefused('client_name is required in a client metadata document');
  return {
    client_id: clientId,
    client_id_issued_at: Math.floor(now().getTime() / 1000),
    redirect_uris: uris as string[],
    client_name: name,
    ...(typeof doc.client_uri === 'string' ? { client_uri: doc.client_uri } : {}),
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
}

/**
 * The client a metadata-document `client_id` stands for: the kept copy while it is fresh, else the document
 * fetched again, checked and kept (an upsert: two first requests at once keep one row). A refused or
 * unreachable document throws `ClientMetadataRefused`, whatever copy was kept before.
 */
export async function resolveDocumentClient(options: {
  db: DbOrTx;
  clientId: string;
  fetchDocument: ClientMetadataFetcher;
  allowHttp: boolean;
}): Promise<RegisteredClient> {
  const { db, clientId } = options;
  const urlRefusal = clientIdUrlRefusal(clientId, options.allowHttp);
  if (urlRefusal) throw new ClientMetadataRefused(urlRefusal);
  const [kept] = await db
    .select({ expiresAt: oauthClients.documentExpiresAt })
    .from(oauthClients)
    .where(eq(oauthClients.id, clientId));
  if (kept?.expiresAt && kept.expiresAt > now()) {
    const client = await findOAuthClient(db, clientId);
    if (client) return client;
  }
  const fetched = await options.fetchDocument(clientId);
  if ('refused' in fetched) throw new ClientMetadataRefused(fetched.refused);
  const client = clientFromDocument(clientId, fetched.document);
  const seconds = Math.min(
    DOCUMENT_CACHE_MAX_SECONDS,
    Math.max(DOCUMENT_CACHE_MIN_SECONDS, fetched.maxAgeSeconds ?? DOCUMENT_CACHE_DEFAULT_SECONDS),
  );
  const at = now();
  const row = {
    metadata: JSON.stringify(client),
    clientName: client.client_name ?? null,
    redirectUris: client.redirect_uris,
    documentExpiresAt: new Date(at.getTime() + seconds * 1000),
  };
  await db
    .insert(oauthClients)
    .values({ id: clientId, createdAt: at, ...row })
    .onConflictDoUpdate({ target: oauthClients.id, set: row });
  return client;
}
