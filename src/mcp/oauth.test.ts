// OAuth 2.1 for /mcp through the MCP SDK's own OAuth client (OAuthClientProvider), against a real app instance
// and the standalone tool server: 401 with the metadata pointer, discovery, dynamic registration or a client ID
// metadata document, authorize, consent (the dashboard procedure the consent page calls, as the organization's
// owner), token with PKCE, tools, refresh, audience, revoke.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { auth, UnauthorizedError, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithPeople, type OrgSetup } from '~/server/api/routers/dashboard/org/org-test-setup';
import { getDb, type Db } from '~/server/db/client';
import { apiKeys, auditLog, oauthClients, oauthTokens } from '~/server/db/schema';
import { resolveEvent } from '~/server/domain/notifications/resolve-event';
import type { NotifyPayload } from '~/server/domain/notifications/notification-jobs';
import { tokenHash } from '~/server/domain/oauth/oauth-tokens';
import { freePort, startAppServer, type AppServer } from '~/test/app-server';
import { dashboardAs } from '~/test/dashboard';
import { useFileDatabase, waitFor } from '~/test/file-database';
import { validIntake } from '~/test/orders';
import { SCOPES } from '~/shared/scopes';

const databaseUrl = await useFileDatabase('aos_oauth');
let db: Db;
let app: AppServer;
let org: OrgSetup;
let standalone: ChildProcess;
let standaloneUrl: string;
/** Serves client ID metadata documents: `documents` by path. */
let documentServer: Server;
let documentBase: string;
/** The same documents over https (a certificate made for this run, which the app is told to trust). */
let tlsDocumentServer: Server;
let tlsDocumentBase: string;
const documents = new Map<string, { status?: number; headers?: Record<string, string>; body: unknown }>();
const CALLBACK = 'http://127.0.0.1:33418/callback';

/** An in-memory OAuthClientProvider, as a native MCP client keeps one. */
function memoryProvider(clientMetadataUrl?: string) {
  const state: {
    client?: OAuthClientInformationMixed;
    tokens?: OAuthTokens;
    verifier?: string;
    authorizationUrl?: URL;
  } = {};
  const provider: OAuthClientProvider = {
    redirectUrl: CALLBACK,
    clientMetadataUrl,
    clientMetadata: {
      redirect_uris: [CALLBACK],
      client_name: 'Asisten Uji',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    },
    state: () => 'st-123',
    clientInformation: () => state.client,
    saveClientInformation: (c) => void (state.client = c),
    tokens: () => state.tokens,
    saveTokens: (t) => void (state.tokens = t),
    redirectToAuthorization: (url) => void (state.authorizationUrl = url),
    saveCodeVerifier: (v) => void (state.verifier = v),
    codeVerifier: () => state.verifier!,
  };
  return { provider, state };
}

/** The authorize step as a browser takes it: the OAuth server sends it to the consent page. */
async function consentPageParams(authorizationUrl: URL) {
  const res = await fetch(authorizationUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!, app.baseUrl);
  expect(location.pathname).toBe('/izin-aplikasi');
  const q = location.searchParams;
  return {
    clientId: q.get('client_id')!,
    redirectUri: q.get('redirect_uri')!,
    codeChallenge: q.get('code_challenge')!,
    resource: q.get('resource')!,
    state: q.get('state') ?? undefined,
  };
}

/** "Allow" on the consent page, as the organization's owner, with a key's settings. */
async function allow(request: Awaited<ReturnType<typeof consentPageParams>>, perOrderLimitIdr = 4_000_000) {
  const { redirectTo } = await dashboardAs(db, org.owner).oauth.approveConsent({
    organizationId: org.organizationId,
    request,
    settings: { scopes: [...SCOPES], perOrderLimitIdr, monthlyLimitIdr: 20_000_000, webhookUrl: null },
  });
  const back = new URL(redirectTo);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  expect(back.searchParams.get('state')).toBe(request.state);
  return back.searchParams.get('code')!;
}

const mcpPost = (token: string | null, base = app.baseUrl) =>
  fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });

const tokenRequest = (body: Record<string, string>) =>
  fetch(`${app.baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

/** A raw PKCE start: register, authorize with a fresh verifier, consent; the code and what it was bound to. */
async function rawGrant(options: { resource?: string } = {}) {
  const reg = await fetch(`${app.baseUrl}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [CALLBACK], client_name: 'Raw', token_endpoint_auth_method: 'none' }),
  });
  expect(reg.status).toBe(201);
  const client = (await reg.json()) as { client_id: string; client_secret?: string };
  expect(client.client_secret).toBeUndefined();
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = new URL(`${app.baseUrl}/authorize`);
  for (const [k, v] of Object.entries({
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: CALLBACK,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'raw',
    resource: options.resource ?? `${app.baseUrl}/mcp`,
  }))
    url.searchParams.set(k, v);
  return { clientId: client.client_id, verifier, url };
}

beforeAll(async () => {
  db = await getDb();
  standaloneUrl = `http://127.0.0.1:${await freePort()}`;
  const serveDocument = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const doc = documents.get(req.url ?? '');
    res.writeHead(doc?.status ?? (doc ? 200 : 404), { 'Content-Type': 'application/json', ...doc?.headers });
    res.end(JSON.stringify(doc?.body ?? {}));
  };
  documentServer = createServer(serveDocument);
  await new Promise<void>((resolve) => documentServer.listen(0, '127.0.0.1', resolve));
  documentBase = `http://127.0.0.1:${(documentServer.address() as AddressInfo).port}`;
  const certDir = mkdtempSync(join(tmpdir(), 'aos-cimd-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  tlsDocumentServer = createTlsServer(
    { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
    serveDocument,
  );
  await new Promise<void>((resolve) => tlsDocumentServer.listen(0, '127.0.0.1', resolve));
  tlsDocumentBase = `https://localhost:${(tlsDocumentServer.address() as AddressInfo).port}`;
  app = await startAppServer({
    DATABASE_URL: databaseUrl,
    SERVICE_EMBEDDED_DB: '0',
    // The standalone server's public address: the authorization server issues tokens for its /mcp too.
    MCP_PUBLIC_URL: standaloneUrl,
    // The metadata documents of this test are served over http on loopback.
    OAUTH_CLIENT_METADATA_ALLOW_INSECURE: '1',
    NODE_EXTRA_CA_CERTS: join(certDir, 'cert.pem'),
  });
  standalone = spawn(process.execPath, ['--import', 'tsx', 'src/mcp/transports/standalone-http.ts'], {
    env: {
      ...process.env,
      MCP_PORT: new URL(standaloneUrl).port,
      MCP_PUBLIC_URL: standaloneUrl,
      SERVICE_API_URL: app.baseUrl,
    },
    stdio: 'ignore',
  });
  await waitFor(
    async () =>
      fetch(`${standaloneUrl}/health`).then(
        (r) => r.ok,
        () => false,
      ),
    { what: 'standalone MCP server' },
  );
  org = await orgWithPeople(db, { depositIdr: 30_000_000 });
}, 120_000);

afterAll(async () => {
  standalone?.kill('SIGTERM');
  await app?.stop();
  await new Promise((resolve) => documentServer?.close(resolve));
  await new Promise((resolve) => tlsDocumentServer?.close(resolve));
});

describe('OAuth 2.1 on /mcp with the SDK client', () => {
  it('discovery, registration, consent, token, tools, per-order limit, refresh, and revoke in the dashboard', async () => {
    // A 401 names the protected-resource metadata, which names this server as the authorization server.
    const bare = await mcpPost(null);
    expect(bare.status).toBe(401);
    const prmUrl = `${app.baseUrl}/.well-known/oauth-protected-resource/mcp`;
    expect(bare.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${prmUrl}"`);
    const prm = await (await fetch(prmUrl)).json();
    expect(prm).toMatchObject({ resource: `${app.baseUrl}/mcp`, authorization_servers: [`${app.baseUrl}/`] });
    const asm = await (await fetch(`${app.baseUrl}/.well-known/oauth-authorization-server`)).json();
    expect(asm).toMatchObject({
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      registration_endpoint: `${app.baseUrl}/register`,
      revocation_endpoint: `${app.baseUrl}/revoke`,
      introspection_endpoint: `${app.baseUrl}/introspect`,
      client_id_metadata_document_supported: true,
    });

    const { provider, state } = memoryProvider();
    const serverUrl = new URL(`${app.baseUrl}/mcp`);
    const first = new Client({ name: 'oauth-agent', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(serverUrl, { authProvider: provider });
    await expect(first.connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
    // The SDK discovered, registered (a public client) and sent the person to authorize, with PKCE S256.
    expect(state.client?.client_id).toMatch(/^oac_/);
    expect(state.authorizationUrl?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(state.authorizationUrl?.searchParams.get('resource')).toBe(`${app.baseUrl}/mcp`);

    const code = await allow(await consentPageParams(state.authorizationUrl!));
    await transport.finishAuth(code);
    expect(state.tokens?.access_token).toMatch(/^svc_oat_/);
    expect(state.tokens?.refresh_token).toMatch(/^svc_ort_/);

    const client = new Client({ name: 'oauth-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('buat_order');
    const above = (await client.callTool({
      name: 'buat_order',
      arguments: { layanan: 'pendirian-pt', intake: validIntake('pendirian-pt'), max_budget: 5_000_000 },
    })) as { isError?: boolean; content: { text: string }[] };
    expect(above.isError).toBe(true);
    expect(above.content[0]!.text).toMatch(/^HTTP 402 \{"error":\{"code":"BUDGET_EXCEEDED"/);
    const under = (await client.callTool({
      name: 'buat_order',
      arguments: { layanan: 'nib-oss', intake: validIntake('nib-oss'), max_budget: 1_000_000 },
    })) as { isError?: boolean; structuredContent?: { status: string } };
    expect(under.isError).toBeFalsy();
    expect(under.structuredContent?.status).toBe('dibayar');

    // The grant is a key of the organization, listed as a connected app; the grant is in the audit log.
    const apps = await dashboardAs(db, org.member).org.connectedApps.list({ organizationId: org.organizationId });
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({
      client_name: 'Asisten Uji',
      redirect_host: '127.0.0.1:33418',
      granted_by: org.owner.name,
      per_order_limit_idr: 4_000_000,
      revoked_at: null,
    });
    expect(apps[0]!.last_used_at).not.toBeNull();
    const keysPage = await dashboardAs(db, org.member).org.keys.list({ organizationId: org.organizationId });
    expect(keysPage.map((k) => k.prefix)).not.toContain(apps[0]!.prefix);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, apps[0]!.prefix));
    expect(audits.map((a) => a.action)).toEqual(['oauth.grant']);
    // The owners and admins are told (the one who allowed it too), linking to the keys page.
    const [job] = await db.execute<{ payload: NotifyPayload }>(
      sql`select j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'notify' and j.payload->>'kind' = 'app_connected' and j.payload->>'reference' = ${apps[0]!.prefix}`,
    );
    const told = await resolveEvent(db, job!.payload);
    expect(told?.params).toMatchObject({ client: 'Asisten Uji', person: org.owner.name });
    expect(told?.to.map((t) => t.recipient.userId).sort()).toEqual([org.owner.id, org.admin.id].sort());
    expect(new Set(told?.to.map((t) => t.linkPath))).toEqual(new Set([`/org/${org.organizationId}/keys`]));

    // Refresh rotates: a new pair; the old refresh token is used up.
    const before = state.tokens!;
    expect(await auth(provider, { serverUrl })).toBe('AUTHORIZED');
    expect(state.tokens!.access_token).not.toBe(before.access_token);
    expect(state.tokens!.refresh_token).not.toBe(before.refresh_token);
    expect((await mcpPost(state.tokens!.access_token)).status).toBe(200);

    // Revoked in the dashboard: the next call is 401 (invalid_token), and refreshing is refused.
    await dashboardAs(db, org.admin).org.connectedApps.revoke({
      organizationId: org.organizationId,
      prefix: apps[0]!.prefix,
    });
    const after = await mcpPost(state.tokens!.access_token);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${prmUrl}", error="invalid_token"`);
    const viaV1 = await fetch(`${app.baseUrl}/v1/services`, {
      headers: { Authorization: `Bearer ${state.tokens!.access_token}` },
    });
    expect(viaV1.status).toBe(401);
    const refresh = await tokenRequest({
      grant_type: 'refresh_token',
      client_id: state.client!.client_id,
      refresh_token: state.tokens!.refresh_token!,
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).error).toBe('invalid_grant');
    const revokedAudit = await db.select().from(auditLog).where(eq(auditLog.targetId, apps[0]!.prefix));
    expect(revokedAudit.map((a) => a.action).sort()).toEqual(['oauth.grant', 'oauth.revoke']);
  });

  it('refuses a reused code, a wrong code_verifier, an unregistered redirect URI, another resource, an expired token', async () => {
    // Wrong verifier: invalid_grant, and the code stays unexchanged (a right verifier still works once).
    const g1 = await rawGrant();
    const code1 = await allow(await consentPageParams(g1.url));
    const exchange = (code: string, verifier: string) =>
      tokenRequest({
        grant_type: 'authorization_code',
        client_id: g1.clientId,
        code,
        code_verifier: verifier,
        redirect_uri: CALLBACK,
        resource: `${app.baseUrl}/mcp`,
      });
    const wrong = await exchange(code1, randomBytes(32).toString('base64url'));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toBe('invalid_grant');
    const good = await exchange(code1, g1.verifier);
    expect(good.status).toBe(200);
    const tokens = (await good.json()) as OAuthTokens;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect((await mcpPost(tokens.access_token)).status).toBe(200);

    // The same code again: refused, and the tokens it gave are ended (the code leaked).
    const reused = await exchange(code1, g1.verifier);
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toBe('invalid_grant');
    expect((await mcpPost(tokens.access_token)).status).toBe(401);

    // A redirect URI that was not registered: answered here, never redirected to.
    const other = new URL(g1.url);
    other.searchParams.set('redirect_uri', 'https://attacker.example/cb');
    const unregistered = await fetch(other, { redirect: 'manual' });
    expect(unregistered.status).toBe(400);
    expect((await unregistered.json()).error).toBe('invalid_request');

    // Registering one that is neither https nor loopback is refused.
    const plainHttp = await fetch(`${app.baseUrl}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ redirect_uris: ['http://evil.example/cb'], token_endpoint_auth_method: 'none' }),
    });
    expect(plainHttp.status).toBe(400);
    expect((await plainHttp.json()).error).toBe('invalid_client_metadata');

    // Another resource (wrong audience): the authorize step sends invalid_target back to the client.
    const g2 = await rawGrant({ resource: 'https://other.example/mcp' });
    const foreign = await fetch(g2.url, { redirect: 'manual' });
    expect(foreign.status).toBe(302);
    const back = new URL(foreign.headers.get('location')!);
    expect(back.searchParams.get('error')).toBe('invalid_target');

    // An expired access token: 401 on /mcp and /v1.
    const g3 = await rawGrant();
    const code3 = await allow(await consentPageParams(g3.url));
    const t3 = (await (
      await tokenRequest({
        grant_type: 'authorization_code',
        client_id: g3.clientId,
        code: code3,
        code_verifier: g3.verifier,
        redirect_uri: CALLBACK,
      })
    ).json()) as OAuthTokens;
    await db
      .update(oauthTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthTokens.tokenHash, tokenHash(t3.access_token)));
    expect((await mcpPost(t3.access_token)).status).toBe(401);
    expect(
      (await fetch(`${app.baseUrl}/v1/services`, { headers: { Authorization: `Bearer ${t3.access_token}` } })).status,
    ).toBe(401);
    // Nothing of the refused attempts became a grant: three consents, three grants.
    const grants = await db.select().from(apiKeys).where(eq(apiKeys.organizationId, org.organizationId));
    expect(grants.filter((k) => k.oauthClientId !== null)).toHaveLength(3);
  });

  it('a member may not grant; denying sends access_denied back', async () => {
    const g = await rawGrant();
    const request = await consentPageParams(g.url);
    await expect(
      dashboardAs(db, org.member).oauth.approveConsent({
        organizationId: org.organizationId,
        request,
        settings: { scopes: ['order:baca'], perOrderLimitIdr: 1, monthlyLimitIdr: 1, webhookUrl: null },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const view = await dashboardAs(db, org.owner).oauth.consentRequest(request);
    // Its only redirect URI is on loopback: the consent page warns that any local program could use its name.
    expect(view).toMatchObject({ client_name: 'Raw', redirect_host: '127.0.0.1:33418', redirect_local_only: true });
    expect(view.organizations.map((o) => o.id)).toContain(org.organizationId);
    const { redirectTo } = await dashboardAs(db, org.owner).oauth.denyConsent(request);
    const back = new URL(redirectTo);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('raw');
  });
});

describe("the README's URL-only connector config", () => {
  it('as pasted (on this instance), the SDK client is sent to authorize, and once allowed lists the tools', async () => {
    const readme = (await import('node:fs')).readFileSync('README.md', 'utf8');
    const block = [...readme.matchAll(/```json\n([\s\S]*?)```/g)]
      .map((m) => m[1]!)
      .find((b) => b.includes('agent-order-service-oauth'));
    const pasted = JSON.parse(block!).mcpServers['agent-order-service-oauth'] as Record<string, unknown>;
    expect(Object.keys(pasted).sort()).toEqual(['type', 'url']);
    // Only the origin differs on this test instance; the path is what a person pastes.
    const serverUrl = new URL(new URL(pasted.url as string).pathname, app.baseUrl);
    const { provider, state } = memoryProvider();
    await expect(
      new Client({ name: 'pasted', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    const code = await allow(await consentPageParams(state.authorizationUrl!));
    const transport = new StreamableHTTPClientTransport(serverUrl, { authProvider: provider });
    await transport.finishAuth(code);
    const client = new Client({ name: 'pasted', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
    expect((await client.listTools()).tools.length).toBeGreaterThan(5);
    await client.close();
  });
});

/** The grant (api_key prefix) behind an access token. */
async function grantOf(accessToken: string): Promise<string> {
  const [row] = await db
    .select({ prefix: apiKeys.prefix })
    .from(oauthTokens)
    .innerJoin(apiKeys, eq(apiKeys.id, oauthTokens.apiKeyId))
    .where(eq(oauthTokens.tokenHash, tokenHash(accessToken)));
  return row!.prefix;
}

describe('OAuth 2.1 on the standalone MCP server (MCP_PORT)', () => {
  it('the same metadata and flow as the app: consent, tools, per-order limit, refresh, its own audience, revoke', async () => {
    const prmUrl = `${standaloneUrl}/.well-known/oauth-protected-resource/mcp`;
    const bare = await mcpPost(null, standaloneUrl);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${prmUrl}"`);
    expect((await bare.json()).error.message).toMatch(/^Sign in with OAuth .* or send Authorization: Bearer svc_live_/);
    // Its metadata is the app's, naming its own resource and the app as the authorization server.
    const prm = await fetch(prmUrl);
    expect(prm.headers.get('access-control-allow-origin')).toBe('*');
    const webPrm = await (await fetch(`${app.baseUrl}/.well-known/oauth-protected-resource/mcp`)).json();
    expect(await prm.json()).toEqual({ ...webPrm, resource: `${standaloneUrl}/mcp` });

    const { provider, state } = memoryProvider();
    const serverUrl = new URL(`${standaloneUrl}/mcp`);
    await expect(
      new Client({ name: 'standalone-agent', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.authorizationUrl!.href.startsWith(`${app.baseUrl}/authorize?`)).toBe(true);
    expect(state.authorizationUrl!.searchParams.get('resource')).toBe(`${standaloneUrl}/mcp`);
    const request = await consentPageParams(state.authorizationUrl!);
    expect(request.resource).toBe(`${standaloneUrl}/mcp`);
    await new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }).finishAuth(await allow(request));

    const client = new Client({ name: 'standalone-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('buat_order');
    const above = (await client.callTool({
      name: 'buat_order',
      arguments: { layanan: 'pendirian-pt', intake: validIntake('pendirian-pt'), max_budget: 5_000_000 },
    })) as { isError?: boolean; content: { text: string }[] };
    expect(above.isError).toBe(true);
    expect(above.content[0]!.text).toMatch(/^HTTP 402 \{"error":\{"code":"BUDGET_EXCEEDED"/);
    const under = (await client.callTool({
      name: 'buat_order',
      arguments: { layanan: 'nib-oss', intake: validIntake('nib-oss'), max_budget: 1_000_000 },
    })) as { isError?: boolean; structuredContent?: { status: string } };
    expect(under.isError).toBeFalsy();
    expect(under.structuredContent?.status).toBe('dibayar');
    await client.close();

    // Each /mcp takes only tokens issued for itself: this one is refused by the app's, the app's one here.
    const standaloneToken = state.tokens!.access_token;
    const atApp = await mcpPost(standaloneToken);
    expect(atApp.status).toBe(401);
    expect(atApp.headers.get('www-authenticate')).toMatch(/error="invalid_token"$/);
    const g = await rawGrant();
    const appTokens = (await (
      await tokenRequest({
        grant_type: 'authorization_code',
        client_id: g.clientId,
        code: await allow(await consentPageParams(g.url)),
        code_verifier: g.verifier,
        redirect_uri: CALLBACK,
      })
    ).json()) as OAuthTokens;
    expect((await mcpPost(appTokens.access_token)).status).toBe(200);
    const appTokenHere = await mcpPost(appTokens.access_token, standaloneUrl);
    expect(appTokenHere.status).toBe(401);
    expect(appTokenHere.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${prmUrl}", error="invalid_token"`,
    );

    // Refresh rotates for this resource too.
    expect(await auth(provider, { serverUrl })).toBe('AUTHORIZED');
    expect(state.tokens!.access_token).not.toBe(standaloneToken);
    expect((await mcpPost(state.tokens!.access_token, standaloneUrl)).status).toBe(200);

    // Disconnected in the dashboard: the next call here is 401 at once.
    await dashboardAs(db, org.owner).org.connectedApps.revoke({
      organizationId: org.organizationId,
      prefix: await grantOf(state.tokens!.access_token),
    });
    const after = await mcpPost(state.tokens!.access_token, standaloneUrl);
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe(`Bearer resource_metadata="${prmUrl}", error="invalid_token"`);
  });

  it('introspection answers only about the token its caller holds', async () => {
    const g = await rawGrant();
    const tokens = (await (
      await tokenRequest({
        grant_type: 'authorization_code',
        client_id: g.clientId,
        code: await allow(await consentPageParams(g.url)),
        code_verifier: g.verifier,
        redirect_uri: CALLBACK,
      })
    ).json()) as OAuthTokens;
    const introspect = (token: string, bearer?: string) =>
      fetch(`${app.baseUrl}/introspect`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: new URLSearchParams({ token }),
      });
    const live = await introspect(tokens.access_token, tokens.access_token);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({
      active: true,
      token_type: 'Bearer',
      client_id: g.clientId,
      scope: SCOPES.join(' '),
      aud: `${app.baseUrl}/mcp`,
      exp: expect.any(Number),
    });
    expect((await introspect(tokens.access_token)).status).toBe(401);
    expect((await introspect(tokens.access_token, 'svc_oat_someoneelse')).status).toBe(401);
    const refresh = await introspect(tokens.refresh_token!, tokens.refresh_token!);
    expect(await refresh.json()).toEqual({ active: false });
  });
});

describe('client ID metadata documents', () => {
  const authorizeWith = (clientId: string, redirectUri = CALLBACK) => {
    const verifier = randomBytes(32).toString('base64url');
    const url = new URL(`${app.baseUrl}/authorize`);
    for (const [k, v] of Object.entries({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'cimd',
      resource: `${app.baseUrl}/mcp`,
    }))
      url.searchParams.set(k, v);
    return { url, verifier };
  };

  it('a URL client_id: its document is fetched, its redirect URIs checked, and the flow runs without registration', async () => {
    const clientId = `${documentBase}/asisten/client.json`;
    documents.set('/asisten/client.json', {
      headers: { 'Cache-Control': 'max-age=300' },
      body: { client_id: clientId, client_name: 'Asisten Dokumen', redirect_uris: [CALLBACK] },
    });
    // A redirect URI the document does not list: answered here, never redirected to.
    const stranger = await fetch(authorizeWith(clientId, 'https://attacker.example/cb').url, { redirect: 'manual' });
    expect(stranger.status).toBe(400);
    expect((await stranger.json()).error).toBe('invalid_request');

    const { url, verifier } = authorizeWith(clientId);
    const request = await consentPageParams(url);
    expect(request.clientId).toBe(clientId);
    const view = await dashboardAs(db, org.owner).oauth.consentRequest(request);
    expect(view).toMatchObject({ client_name: 'Asisten Dokumen', redirect_host: '127.0.0.1:33418' });
    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: clientId,
      code: await allow(request),
      code_verifier: verifier,
      redirect_uri: CALLBACK,
    });
    expect(tokens.status).toBe(200);
    const { access_token: accessToken } = (await tokens.json()) as OAuthTokens;
    expect((await mcpPost(accessToken)).status).toBe(200);
    const [kept] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    expect(kept!.clientName).toBe('Asisten Dokumen');
    expect(kept!.documentExpiresAt!.getTime() - Date.now()).toBeGreaterThan(200_000);
    const apps = await dashboardAs(db, org.owner).org.connectedApps.list({ organizationId: org.organizationId });
    const prefix = await grantOf(accessToken);
    expect(apps.find((a) => a.prefix === prefix)).toMatchObject({ client_name: 'Asisten Dokumen', revoked_at: null });
  });

  it("the SDK's client with a clientMetadataUrl: no registration, the document names it, the flow ends in tools", async () => {
    const clientId = `${tlsDocumentBase}/sdk/client.json`;
    documents.set('/sdk/client.json', {
      body: { client_id: clientId, client_name: 'Asisten Bermetadata', redirect_uris: [CALLBACK] },
    });
    const registered = await db.select({ id: oauthClients.id }).from(oauthClients);
    const { provider, state } = memoryProvider(clientId);
    const serverUrl = new URL(`${app.baseUrl}/mcp`);
    await expect(
      new Client({ name: 'cimd-agent', version: '1.0.0' }).connect(
        new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }),
      ),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    expect(state.client?.client_id).toBe(clientId);
    expect(state.authorizationUrl!.searchParams.get('client_id')).toBe(clientId);
    const request = await consentPageParams(state.authorizationUrl!);
    expect(await dashboardAs(db, org.owner).oauth.consentRequest(request)).toMatchObject({
      client_name: 'Asisten Bermetadata',
    });
    await new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }).finishAuth(await allow(request));
    const client = new Client({ name: 'cimd-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(serverUrl, { authProvider: provider }));
    expect((await client.listTools()).tools.map((t) => t.name)).toContain('saldo');
    await client.close();
    // Nothing was registered by DCR: the one new client row is the document's.
    const after = await db.select({ id: oauthClients.id }).from(oauthClients);
    expect(after.map((r) => r.id).filter((id) => !registered.some((r) => r.id === id))).toEqual([clientId]);
  });

  it('refuses a document naming another client_id, a redirect to it, a missing one, and a non-URL form: invalid_client, nothing kept', async () => {
    const other = `${documentBase}/lain/client.json`;
    documents.set('/lain/client.json', {
      body: { client_id: `${documentBase}/asli/client.json`, client_name: 'Palsu', redirect_uris: [CALLBACK] },
    });
    documents.set('/pindah/client.json', {
      status: 302,
      headers: { Location: `${documentBase}/asisten/client.json` },
      body: {},
    });
    const cases: [string, RegExp][] = [
      [other, /names another client_id than its URL/],
      [`${documentBase}/pindah/client.json`, /answered HTTP 302 \(redirects are not followed\)/],
      [`${documentBase}/hilang/client.json`, /answered HTTP 404/],
      [`${documentBase}/a/../asisten/client.json`, /normal form/],
      [`${documentBase}/`, /must have a path/],
    ];
    for (const [clientId, reason] of cases) {
      const res = await fetch(authorizeWith(clientId).url, { redirect: 'manual' });
      expect(res.status, clientId).toBe(400);
      const body = (await res.json()) as { error: string; error_description: string };
      expect(body.error, clientId).toBe('invalid_client');
      expect(body.error_description, clientId).toMatch(reason);
      expect(await db.select().from(oauthClients).where(eq(oauthClients.id, clientId)), clientId).toEqual([]);
    }
  });
});
