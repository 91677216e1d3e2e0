import { eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { oauthClients } from '~/server/db/schema';
import { now } from '~/server/domain/clock';
import { randomBase62 } from '~/server/domain/ids';

/** RFC 7591 client metadata as the registration endpoint validated it (the SDK's schema). */
export type ClientMetadata = { redirect_uris: string[]; client_name?: string } & Record<string, unknown>;
export type RegisteredClient = ClientMetadata & { client_id: string; client_id_issued_at: number };

/**
 * Registers a public client: whatever authentication method was asked for, the answer says `none` and holds no
 * secret, so the client proves itself with PKCE alone (decisions.md).
 */
export async function registerOAuthClient(db: DbOrTx, metadata: ClientMetadata): Promise<RegisteredClient> {
  const at = now();
  const { client_secret: _secret, client_secret_expires_at: _expiry, ...rest } = metadata;
  const registered: RegisteredClient = {
    ...rest,
    redirect_uris: metadata.redirect_uris,
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    client_id: `oac_${randomBase62(24)}`,
    client_id_issued_at: Math.floor(at.getTime() / 1000),
  };
  await db.insert(oauthClients).values({
    id: registered.client_id,
    metadata: JSON.stringify(registered),
    clientName: typeof metadata.client_name === 'string' ? metadata.client_name.slice(0, 200) : null,
    redirectUris: metadata.redirect_uris,
    createdAt: at,
  });
  return registered;
}

export async function findOAuthClient(db: DbOrTx, clientId: string): Promise<RegisteredClient | undefined> {
  const [row] = await db
    .select({ metadata: oauthClients.metadata })
    .from(oauthClients)
    .where(eq(oauthClients.id, clientId));
  return row ? (JSON.parse(row.metadata) as RegisteredClient) : undefined;
}

/** The name people see: the registered `client_name`, else the host of its first redirect URI. */
export function clientDisplayName(client: Pick<RegisteredClient, 'client_name' | 'redirect_uris'>): string {
  if (typeof client.client_name === 'string' && client.client_name.trim()) return client.client_name.trim();
  return new URL(client.redirect_uris[0]!).host;
}
